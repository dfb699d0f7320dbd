import { handleValidateCompanyEmail, MAX_BODY_BYTES } from './validate-company-email-handler.ts';

const URL = 'http://localhost/validate-company-email';
const KEYS = { publishable: ['sb_publishable_site'], secret: ['sb_secret_server'] };

function post(body: string, headers: Record<string, string> = {}): Promise<Response> {
  return handleValidateCompanyEmail(
    new Request(URL, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json', apikey: 'sb_publishable_site', ...headers },
    }),
    KEYS,
  );
}

function expectCors(response: Response): void {
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  const allowed = (response.headers.get('access-control-allow-headers') ?? '').split(/,\s*/);
  expect(allowed).toEqual(expect.arrayContaining(['authorization', 'x-client-info', 'apikey', 'content-type']));
}

describe('validate-company-email HTTP handler', () => {
  it('answers 200 with isValid true and a reason for a matching pair', async () => {
    const response = await post(JSON.stringify({ email: 'neha@tcs.com', company: 'Tata Consultancy Services' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expectCors(response);
    expect(await response.json()).toEqual({ isValid: true, reason: expect.stringContaining('TCS') });
  });

  it('answers 200 with isValid false (not an error status) for a free provider', async () => {
    const response = await post(JSON.stringify({ email: 'neha@gmail.com', company: 'Acme' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ isValid: false, reason: expect.stringContaining('free email') });
  });

  it('answers 200 with isValid false for over-long values rather than rejecting the request', async () => {
    const response = await post(JSON.stringify({ email: `${'a'.repeat(250)}@acme.com`, company: 'Acme' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ isValid: false, reason: expect.stringContaining('too long') });
  });

  it.each([
    ['no apikey', { apikey: '' }],
    ['an unknown key', { apikey: 'sb_publishable_other' }],
    ['a publishable key only as the bearer', { apikey: '', Authorization: 'Bearer sb_publishable_site' }],
  ])('refuses a request with %s with 401 and CORS, before reading the body', async (_label, headers) => {
    const response = await post(JSON.stringify({ email: 'a@acme.com', company: 'Acme' }), headers);
    expect(response.status).toBe(401);
    expectCors(response);
    expect(await response.json()).toEqual({ error: expect.stringContaining('API key') });
  });

  it('takes any of the project keys: a publishable, a secret, or a legacy anon JWT where those are set', async () => {
    const body = JSON.stringify({ email: 'a@acme.com', company: 'Acme' });
    expect((await post(body, { apikey: 'sb_secret_server' })).status).toBe(200);
    const legacy = { publishable: ['eyJ.anon.jwt'], secret: [] };
    const request = new Request(URL, { method: 'POST', body, headers: { apikey: 'eyJ.anon.jwt' } });
    expect((await handleValidateCompanyEmail(request, legacy)).status).toBe(200);
  });

  it('answers the CORS preflight with 204 and the allowed headers and methods', async () => {
    const response = await handleValidateCompanyEmail(
      new Request(URL, {
        method: 'OPTIONS',
        headers: { Origin: 'http://localhost:8080', 'Access-Control-Request-Method': 'POST' },
      }),
      KEYS,
    );
    expect(response.status).toBe(204);
    expectCors(response);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('rejects %s with 405, an Allow header and CORS', async (method) => {
    const response = await handleValidateCompanyEmail(
      new Request(URL, { method, headers: { apikey: 'sb_secret_server' } }),
      KEYS,
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expectCors(response);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it.each([
    ['malformed JSON', '{"email": "a@acme.com",'],
    ['empty body', ''],
    ['a JSON array', '[]'],
    ['a JSON string', '"a@acme.com"'],
    ['JSON null', 'null'],
    ['missing company', '{"email":"a@acme.com"}'],
    ['missing email', '{"company":"Acme"}'],
    ['numeric email', '{"email":42,"company":"Acme"}'],
    ['null company', '{"email":"a@acme.com","company":null}'],
  ])('rejects %s with 400 { error } and CORS', async (_label, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expectCors(response);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it('rejects a body larger than the limit with 413', async () => {
    const big = JSON.stringify({ email: 'a@acme.com', company: 'x'.repeat(MAX_BODY_BYTES) });
    const response = await post(big);
    expect(response.status).toBe(413);
    expectCors(response);
  });
});
