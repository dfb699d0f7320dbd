import { clientFor, startTestBackend, type TestBackend, bodyStart } from './test-support/test-backend';

// The HTTP surface around the data: keys, CORS, functions relay, storage, both loopback families.
let backend: TestBackend;
let base: string;
beforeAll(async () => {
  backend = await startTestBackend();
  base = `http://127.0.0.1:${backend.port}`;
}, 60_000);
afterAll(() => backend?.cleanup());

const keyHeaders = (): Record<string, string> => ({
  apikey: backend.publishableKey,
  Authorization: `Bearer ${backend.publishableKey}`,
});

/** The project's public key, altered: another secret's signature (legacy), or an unknown key (new). */
const forgedKey = (): string => {
  if (backend.keyModel === 'new') return `${backend.publishableKey.slice(0, -1)}x`;
  const [header, payload] = backend.publishableKey.split('.');
  return `${header}.${payload}.${'A'.repeat(43)}`;
};

describe('project key', () => {
  it.each(['/rest/v1/resources', '/auth/v1/user'])('is required on %s (401 JSON without one)', async (path) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'No API key found in request', hint: expect.any(String) });
  });

  it('is required by the functions, which check it themselves (verify_jwt off): 401 JSON without one', async () => {
    const response = await fetch(`${base}/functions/v1/validate-company-email`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: expect.stringContaining('API key') });
  });

  it("rejects a key that is not the project's", async () => {
    const response = await fetch(`${base}/rest/v1/resources`, { headers: { apikey: forgedKey() } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Invalid API key' });
  });

  it('accepts the publishable key alone as the apikey header', async () => {
    const response = await fetch(`${base}/rest/v1/resources?select=id`, {
      headers: { apikey: backend.publishableKey },
    });
    expect(response.status).toBe(200);
  });

  it('accepts the publishable key as the apikey query parameter on a GET without headers, and keeps it out of the query', async () => {
    const query = 'select=id,title&published=eq.true&order=created_at.desc';
    const withHeader = await fetch(`${base}/rest/v1/resources?${query}`, {
      headers: { apikey: backend.publishableKey },
    });
    const response = await fetch(`${base}/rest/v1/resources?${query}&apikey=${backend.publishableKey}`, {
      headers: { Origin: 'http://127.0.0.1:8080' },
    });
    expect(response.status).toBe(200);
    // A read that needs no preflight: the answer grants the page's origin.
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8080');
    const rows = (await response.json()) as unknown[];
    expect(rows.length).toBeGreaterThan(5);
    expect(rows).toEqual(await withHeader.json());
  });

  it('checks a key given in the query string as it checks the header', async () => {
    const response = await fetch(`${base}/rest/v1/resources?select=id&apikey=${forgedKey()}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Invalid API key' });
  });

  it('runs a query-string key as its role (anon): reads no leads', async () => {
    const response = await fetch(`${base}/rest/v1/resource_leads?select=id&apikey=${backend.publishableKey}`);
    expect(response.status).toBe(401);
  });
});

describe('CORS', () => {
  const preflight = (path: string, origin: string): Promise<Response> =>
    fetch(`${base}${path}`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, apikey, content-type, x-client-info',
      },
    });

  it('answers a preflight from a localhost origin by reflecting it', async () => {
    const response = await preflight('/rest/v1/resource_leads', 'http://localhost:8082');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:8082');
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('gives a foreign origin no CORS grant', async () => {
    const response = await preflight('/rest/v1/resources', 'https://evil.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('adds the origin to real answers, including errors', async () => {
    const response = await fetch(`${base}/rest/v1/resource_leads`, {
      headers: { ...keyHeaders(), Origin: 'http://127.0.0.1:8080' },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8080');
  });

  it('lets the function answer its own preflight, as hosted Supabase does', async () => {
    const response = await preflight('/functions/v1/validate-company-email', 'http://localhost:8082');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  }, 120_000);
});

describe('functions relay', () => {
  it('passes the function status through: 400 for malformed JSON', async () => {
    const response = await fetch(`${base}/functions/v1/validate-company-email`, {
      method: 'POST',
      headers: keyHeaders(),
      body: '{oops',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  }, 120_000);

  it('passes the function status through: 405 for GET', async () => {
    const response = await fetch(`${base}/functions/v1/validate-company-email`, { headers: keyHeaders() });
    expect(response.status).toBe(405);
  }, 120_000);

  it('answers 404 for a function that does not exist or is shared code', async () => {
    for (const name of ['nope', '_shared']) {
      const response = await fetch(`${base}/functions/v1/${name}`, { method: 'POST', headers: keyHeaders() });
      expect(response.status).toBe(404);
    }
  });
});

describe('REST request errors', () => {
  it('answers malformed JSON with 400 PGRST102', async () => {
    const response = await fetch(`${base}/rest/v1/resource_leads`, {
      method: 'POST',
      headers: { ...keyHeaders(), 'Content-Type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'PGRST102',
      message: 'Empty or invalid json',
      details: null,
      hint: null,
    });
  });

  it('rejects identifiers that are not plain column names', async () => {
    const response = await fetch(
      `${base}/rest/v1/resources?select=id&order=${encodeURIComponent('title;drop table resources')}`,
      { headers: keyHeaders() },
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('PGRST100');
  });
});

describe('storage (public bucket)', () => {
  const object = (file: string): string => `${base}/storage/v1/object/public/resources/${file}`;

  it('serves a seeded document inline as a PDF, with the sandboxing policy of every object', async () => {
    const response = await fetch(object('india-gcc-landscape-report-2025.pdf'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="india-gcc-landscape-report-2025.pdf"');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await bodyStart(response)).toBe('%PDF-');
  });

  it('makes a seeded document an attachment when asked to download it', async () => {
    const response = await fetch(`${object('gcc-operating-model-playbook.pdf')}?download`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="gcc-operating-model-playbook.pdf"');
  });

  it.each([
    'missing.pdf',
    // What the bucket does not hold: the documents' sources and stylesheet stay in the repository.
    'gcc-operating-model-playbook.html',
    'document.css',
    '..%2F..%2Fseed.sql',
    '..%5c..%5cseed.sql',
  ])('answers storage\'s NoSuchKey for %s: HTTP 400, statusCode "404"', async (file) => {
    const response = await fetch(object(file));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });

  it('serves nothing to a path that climbs out of /object/public (fetch resolves `%2e%2e`)', async () => {
    // The URL becomes /storage/v1/object/seed.sql: an authenticated download, refused without a key.
    const response = await fetch(object('%2e%2e/%2e%2e/seed.sql'));
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain('insert');
  });
});

describe('loopback listeners', () => {
  it('answers on both 127.0.0.1 and ::1', async () => {
    for (const host of ['127.0.0.1', '[::1]']) {
      const response = await fetch(`http://${host}:${backend.port}/health`);
      expect(response.status).toBe(200);
    }
  });
});

describe('seeded document links', () => {
  it('are storage locations that supabase-js turns into addresses this backend serves, on any port', async () => {
    const client = clientFor(backend);
    const { data, error } = await client.from('resources').select('url').neq('url', '#');
    expect(error).toBeNull();
    expect(data).toHaveLength(8);
    for (const { url } of data ?? []) {
      const [bucket = '', ...rest] = (url ?? '').split('/');
      const { publicUrl } = client.storage.from(bucket).getPublicUrl(rest.join('/')).data;
      expect(publicUrl.startsWith(`${backend.url}/storage/v1/object/public/resources/`)).toBe(true);
      expect((await fetch(publicUrl)).status).toBe(200);
    }
  });
});
