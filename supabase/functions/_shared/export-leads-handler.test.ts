import { EXPORT_PAGE_SIZE, EXPORT_TIMED_OUT, handleExportLeads, readFilters } from './export-leads-handler.ts';
import type { ExportedLead } from './leads-csv.ts';
import { leadFilterParams, leadSearchFilter } from './leads-query.ts';
import { createTestSigner, type TestSigner } from '../../tests/helpers/session-tokens.ts';

const NOW = () => new Date('2026-11-23T10:00:00Z');
const KEYS = { publishable: ['sb_publishable_test'], secret: ['sb_secret_test'] };

let signer: TestSigner;
let ENV: { supabaseUrl: string; keys: typeof KEYS; jwks: string };
let STAFF: string;
const token = (claims: object) => signer.bearer(claims as Record<string, unknown>);
beforeAll(async () => {
  signer = await createTestSigner('test-key', NOW().getTime());
  ENV = { supabaseUrl: 'http://backend.test', keys: KEYS, jwks: signer.jwks };
  STAFF = await token({ role: 'authenticated', sub: 'u1', app_metadata: { staff: true } });
});

/**
 * A REST API double holding `count` leads, newest first, that records every request. Like
 * PostgREST it answers at most `maxRows` rows and, asked for a count, the total from the cursor on.
 */
function restApi(count: number, { maxRows = 1000, counts = true } = {}) {
  const leads: ExportedLead[] = Array.from({ length: count }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(count - i).padStart(12, '0')}`,
    created_at: new Date(Date.UTC(2026, 0, 1) + (count - i) * 60_000).toISOString(),
    name: `Lead ${count - i}`,
    email: `lead${count - i}@acme.com`,
    company: 'Acme',
    resources: { title: 'Playbook', type: 'Whitepaper' },
  }));
  const requests: URL[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    requests.push(url);
    expect(new Headers(init?.headers).get('authorization')).toBe(STAFF);
    expect(new Headers(init?.headers).get('apikey')).toBe('sb_publishable_test');
    const cursor = url.searchParams.get('and');
    const after = cursor ? /created_at\.lt\."([^"]+)"/.exec(cursor)?.[1] : null;
    const rest = after ? leads.filter((l) => l.created_at < after) : leads;
    const limit = Math.min(Number(url.searchParams.get('limit')), maxRows);
    const page = rest.slice(0, limit);
    const total = counts && new Headers(init?.headers).get('prefer') === 'count=exact' ? rest.length : '*';
    const range = page.length ? `0-${page.length - 1}/${total}` : `*/${total}`;
    return new Response(JSON.stringify(page), { status: 200, headers: { 'Content-Range': range } });
  }) as typeof fetch;
  return { fetchImpl, requests };
}

const get = (query = '', authorization?: string) =>
  new Request(`http://functions.test/export-leads${query}`, { headers: { Authorization: authorization ?? STAFF } });

describe('export-leads HTTP handler', () => {
  it('streams a CSV with a BOM, the header and every lead, one REST page at a time (keyset on created_at, id)', async () => {
    const api = restApi(EXPORT_PAGE_SIZE * 2 + 500);
    const response = await handleExportLeads(get('?from=2026-01-01&to=2026-12-31&q=acme'), ENV, api.fetchImpl, NOW);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="leads-2026-11-23.csv"');
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Disposition');
    // Answered after the first page only: the rest is read as the body is consumed.
    expect(api.requests).toHaveLength(1);

    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder()
      .decode(bytes)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe('created_at,name,email,company,resource_title,resource_type');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(1 + EXPORT_PAGE_SIZE * 2 + 500 + 1);
    expect(lines[1]).toBe(`2026-01-02T17:40:00.000Z,Lead 2500,lead2500@acme.com,Acme,Playbook,Whitepaper`);

    expect(api.requests).toHaveLength(3);
    const [first, second] = api.requests;
    expect(first?.searchParams.getAll('created_at')).toEqual([
      'gte.2026-01-01T00:00:00.000Z',
      'lt.2026-12-31T00:00:00.000Z',
    ]);
    expect(first?.searchParams.get('or')).toBe(leadSearchFilter('acme'));
    expect(first?.searchParams.get('order')).toBe('created_at.desc,id.desc');
    expect(first?.searchParams.get('limit')).toBe(String(EXPORT_PAGE_SIZE));
    expect(first?.searchParams.get('and')).toBeNull();
    expect(second?.searchParams.get('and')).toMatch(
      /^\(or\(created_at\.lt\."[^"]+",and\(created_at\.eq\."[^"]+",id\.lt\."00000000-0000-4000-8000-000000001501"\)\)\)$/,
    );
  });

  const csvLines = async (response: Response) => (await response.text()).split('\r\n').filter(Boolean);

  it('reads every lead when max_rows is below the page size: a short page is not the end', async () => {
    const api = restApi(2500, { maxRows: 300 });
    const response = await handleExportLeads(get(), ENV, api.fetchImpl, NOW);
    expect(await csvLines(response)).toHaveLength(1 + 2500);
    expect(api.requests).toHaveLength(9);
  });

  it('stops after the last page by the count, without asking for an empty one', async () => {
    const api = restApi(EXPORT_PAGE_SIZE * 2);
    expect(await csvLines(await handleExportLeads(get(), ENV, api.fetchImpl, NOW))).toHaveLength(1 + 2000);
    expect(api.requests).toHaveLength(2);
  });

  it('reads on until an empty page when the API gives no count', async () => {
    const api = restApi(700, { maxRows: 300, counts: false });
    expect(await csvLines(await handleExportLeads(get(), ENV, api.fetchImpl, NOW))).toHaveLength(1 + 700);
    expect(api.requests).toHaveLength(4);
  });

  const timeout = JSON.stringify({ code: '57014', message: 'canceling statement due to statement timeout' });

  it('answers a statement timeout on the first page with 504 and what to do', async () => {
    const timedOut = (async () => new Response(timeout, { status: 500 })) as typeof fetch;
    const response = await handleExportLeads(get(), ENV, timedOut, NOW);
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ error: EXPORT_TIMED_OUT });
  });

  it('fails the download when a later page times out, rather than ending the file short', async () => {
    const api = restApi(1500, { maxRows: 300 });
    const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) =>
      api.requests.length === 0 ? api.fetchImpl(input, init) : new Response(timeout, { status: 500 })) as typeof fetch;
    const response = await handleExportLeads(get(), ENV, fetchImpl, NOW);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow('57014');
  });

  it('writes only the header when nothing matches', async () => {
    const response = await handleExportLeads(get(), ENV, restApi(0).fetchImpl, NOW);
    // Response.text() would drop the BOM, as any UTF-8 reader does: read the bytes.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text).toBe('\uFEFFcreated_at,name,email,company,resource_title,resource_type\r\n');
  });

  it.each([
    ['no Authorization', async () => ''],
    ['a publishable key as the bearer', async () => 'Bearer sb_publishable_test'],
    ['a token with role anon', () => token({ role: 'anon' })],
    ['a malformed token', async () => 'Bearer not-a-jwt'],
    [
      'an unsigned token',
      async () =>
        `Bearer e30.${Buffer.from('{"role":"authenticated","app_metadata":{"staff":true},"exp":1999999999}').toString('base64url')}.c2ln`,
    ],
    [
      'a staff token signed by another key',
      async () =>
        (await createTestSigner('test-key', NOW().getTime())).bearer({
          role: 'authenticated',
          app_metadata: { staff: true },
        }),
    ],
    [
      'an expired staff token',
      () =>
        token({ role: 'authenticated', app_metadata: { staff: true }, exp: Math.floor(NOW().getTime() / 1000) - 1 }),
    ],
  ])('refuses %s with 401 and a JSON error, before reading anything', async (_label, authorization) => {
    const api = restApi(3);
    const response = await handleExportLeads(get('', await authorization()), ENV, api.fetchImpl, NOW);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: expect.stringContaining('staff') });
    expect(api.requests).toHaveLength(0);
  });

  it.each([
    ['no claim', { role: 'authenticated', app_metadata: {} }],
    ['staff: false', { role: 'authenticated', app_metadata: { staff: false } }],
    ['the claim in user_metadata', { role: 'authenticated', user_metadata: { staff: true } }],
    ['the claim as a string', { role: 'authenticated', app_metadata: { staff: 'true' } }],
  ])('refuses a signed-in user with %s with 403 and a JSON error', async (_label, claims) => {
    const response = await handleExportLeads(get('', await token(claims)), ENV, restApi(3).fetchImpl, NOW);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Only staff accounts can export leads.' });
  });

  it("checks a legacy HS256 session with the Auth server (its secret is not the function's), then reads with it", async () => {
    const claims = { role: 'authenticated', sub: 'u1', app_metadata: { staff: true }, exp: 1999999999 };
    const hs256 = `Bearer ${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2ln`;
    const asked: string[] = [];
    const auth = (valid: boolean) =>
      (async (input: string | URL | Request, init?: RequestInit) => {
        const url = String(input);
        asked.push(url);
        if (url.endsWith('/auth/v1/user')) {
          expect(new Headers(init?.headers).get('authorization')).toBe(hs256);
          return new Response('{}', { status: valid ? 200 : 403 });
        }
        return new Response('[]', { status: 200, headers: { 'Content-Range': '*/0' } });
      }) as typeof fetch;
    expect((await handleExportLeads(get('', hs256), ENV, auth(false), NOW)).status).toBe(401);
    expect(asked).toEqual(['http://backend.test/auth/v1/user']);
    expect((await handleExportLeads(get('', hs256), ENV, auth(true), NOW)).status).toBe(200);
  });

  it('answers a REST refusal of the token (e.g. forged or expired) with that status as JSON', async () => {
    const refused = (async () => new Response('{"code":"PGRST301"}', { status: 401 })) as typeof fetch;
    const response = await handleExportLeads(get(), ENV, refused, NOW);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it('refuses a bad date with 400, and other methods with 405; answers the preflight', async () => {
    const bad = await handleExportLeads(get('?from=yesterday'), ENV, restApi(1).fetchImpl, NOW);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: expect.stringContaining('"from"') });
    const post = await handleExportLeads(new Request('http://functions.test/export-leads', { method: 'POST' }), ENV);
    expect(post.status).toBe(405);
    const preflight = await handleExportLeads(
      new Request('http://functions.test/export-leads', { method: 'OPTIONS' }),
      ENV,
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
  });
});

describe('lead filters', () => {
  it('reads from/to as ISO dates and trims the search text', () => {
    expect(readFilters(new URLSearchParams('from=2026-03-01&to=2026-06-01T00:00:00Z&q=%20inf%20'))).toEqual({
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-06-01T00:00:00.000Z',
      q: 'inf',
    });
    expect(readFilters(new URLSearchParams('to=2026-13-45'))).toEqual(expect.stringContaining('"to"'));
    expect(readFilters(new URLSearchParams(`q=${'x'.repeat(201)}`))).toEqual(expect.stringContaining('200'));
  });

  it('quotes the search text for PostgREST and makes % and _ match literally', () => {
    expect(leadSearchFilter('a,b "c"')).toBe(
      '(name.ilike."*a,b \\"c\\"*",email.ilike."*a,b \\"c\\"*",company.ilike."*a,b \\"c\\"*")',
    );
    expect(leadSearchFilter('50%_off')).toContain('name.ilike."*50\\\\%\\\\_off*"');
    expect(leadFilterParams({}).toString()).toBe('');
  });
});
