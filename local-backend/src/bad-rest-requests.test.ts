import { rawRequest, requestHead } from './test-support/raw-http';
import { startTestBackend, type TestBackend } from './test-support/test-backend';

// Bad requests to /rest/v1 get PostgREST's 4xx and error shape, never a 500 or a library's words.
let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
}, 60_000);
afterAll(() => backend?.cleanup());

const RESOURCE_ID = '3f6a1c2e-8b4d-4e5f-9a10-1b2c3d4e5f01';
const lead = JSON.stringify({ name: 'Priya', email: 'priya@acme.co.in', company: 'Acme', resource_id: RESOURCE_ID });

function rest(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${backend.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: backend.publishableKey, ...(init.headers as Record<string, string>) },
  });
}

async function expectPostgrestError(response: Response, status: number, code: string): Promise<void> {
  const body = (await response.json()) as Record<string, unknown>;
  expect({ status: response.status, code: body.code }).toEqual({ status, code });
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
}

describe('write bodies', () => {
  const post = (body: string | Buffer, contentType: string) =>
    rest('resource_leads', { method: 'POST', headers: { 'Content-Type': contentType }, body });

  it.each(['text/plain', 'multipart/form-data', 'text/csv'])('refuses a %s body: 400 PGRST102', async (type) => {
    const response = await post(lead, type);
    await expectPostgrestError(response, 400, 'PGRST102');
  });

  it('answers a body over the limit 413, and the connection still serves the next request', async () => {
    // Two requests on one connection, the first with a 2 MiB body: the refused body is read to its
    // end and dropped, so the second request is read and answered too.
    const big = lead.replace('"Priya"', `"${'x'.repeat(2 * 1024 * 1024)}"`);
    const first = requestHead('POST', '/rest/v1/resource_leads', {
      apikey: backend.publishableKey,
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(big)),
      Connection: 'keep-alive',
    });
    const second = requestHead('GET', '/rest/v1/resources?select=id', { apikey: backend.publishableKey });
    const answers = await rawRequest(backend.port, first, `${big}${second}`);
    expect(answers.text.match(/^HTTP\/1\.1 \d+/gm)).toEqual(['HTTP/1.1 413', 'HTTP/1.1 200']);
  });

  it('refuses a body that is not UTF-8 instead of storing U+FFFD: 400 PGRST102', async () => {
    const bytes = Buffer.concat([
      Buffer.from(lead.slice(0, 10)),
      Buffer.from([0xff, 0xfe]),
      Buffer.from(lead.slice(10)),
    ]);
    await expectPostgrestError(await post(bytes, 'application/json'), 400, 'PGRST102');
  });

  it('refuses JSON nested too deeply to write back: 400 PGRST102', async () => {
    const deep = lead.replace('"Priya"', `${'['.repeat(5000)}${']'.repeat(5000)}`);
    await expectPostgrestError(await post(deep, 'application/json'), 400, 'PGRST102');
  });
});

describe('query strings and headers', () => {
  it('lets PostgreSQL judge a filter value, as behind PostgREST: 400 22P02', async () => {
    await expectPostgrestError(await rest('resources?published=eq.maybe'), 400, '22P02');
  });

  it('refuses a logic tree nested too deeply: 400 PGRST100', async () => {
    const tree = `${'or('.repeat(3000)}title.eq.x${')'.repeat(3000)}`;
    await expectPostgrestError(await rest(`resources?or=(${tree})`), 400, 'PGRST100');
  });

  it('refuses unknown preferences under handling=strict: 400 PGRST122', async () => {
    const response = await rest('resources', { headers: { Prefer: 'handling=strict, garbage' } });
    await expectPostgrestError(response, 400, 'PGRST122');
  });

  it.each([
    ['resources?title=cs.{a}', 'cs'],
    ['resources?title=fts(english).report', 'fts(english)'],
    ['resources?title=eq(any).{a,b}', 'eq(any)'],
    ['resources?or=(title.match.^B,type.eq.Report)', 'match'],
  ])(
    'refuses %s, an operator PostgREST has and this backend does not, naming it: 400 PGRST127',
    async (path, operator) => {
      const response = await rest(path);
      expect({ status: response.status, body: await response.json() }).toEqual({
        status: 400,
        body: {
          code: 'PGRST127',
          message: 'Feature not implemented',
          details: `The operator "${operator}" is not supported by the local backend`,
          hint: null,
        },
      });
    },
  );

  it('refuses an operator PostgREST does not know: 400 PGRST100', async () => {
    await expectPostgrestError(await rest('resources?title=sideways.a'), 400, 'PGRST100');
  });

  it.each([
    'text/csv',
    'application/geo+json',
    'application/vnd.pgrst.object+json;nulls=stripped',
    'application/vnd.pgrst.plan+text; for="application/json"',
  ])(
    'refuses Accept: %s, which PostgREST would write and this backend does not: 406 PGRST107 naming it',
    async (accept) => {
      const response = await rest('resources?select=id', { headers: { Accept: accept } });
      const written = accept.replace(/;\s*/g, ';');
      expect({ status: response.status, body: await response.json() }).toEqual({
        status: 406,
        body: {
          code: 'PGRST107',
          message: `None of these media types are available: ${written}`,
          details: `${written} is not produced by the local backend`,
          hint: null,
        },
      });
    },
  );

  it('answers JSON for the Accept types it writes, by preference; none of them is 406 PGRST107 (MediaType.hs)', async () => {
    for (const accept of ['application/json; charset=utf-8', 'text/csv;q=0.5, application/json', 'image/png, */*']) {
      expect((await rest('resources?select=id', { headers: { Accept: accept } })).status).toBe(200);
    }
    const none = await rest('resources?select=id', { headers: { Accept: 'image/png' } });
    expect({ status: none.status, body: await none.json() }).toMatchObject({
      status: 406,
      body: { code: 'PGRST107', message: 'None of these media types are available: image/png' },
    });
  });

  it('logged no fault for any of them', () => {
    expect(backend.errorLines).toEqual([]);
  });
});
