import { foreignKeyRole, redirectUrl, translateHeaders } from './redirect-rules.js';

/** A JWT with the given header and payload; the signature is never checked by these rules. */
const jwt = (/** @type {object} */ header, /** @type {object} */ payload) =>
  [header, payload].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.') + '.c2ln';
const keys = { anonKey: 'backend-anon', serviceKey: 'backend-service' };

describe('redirectUrl', () => {
  it.each([
    ['http://127.0.0.1:54321/auth/v1/signup', 'http://localhost:4000/auth/v1/signup'],
    ['http://localhost:54321/rest/v1/users?select=*', 'http://localhost:4000/rest/v1/users?select=*'],
    ['http://localhost:54321', 'http://localhost:4000'],
  ])('sends %s to the backend', (url, expected) => {
    expect(redirectUrl(url, 'http://localhost:4000')).toBe(expected);
  });

  it.each(['http://localhost:9999/rest/v1', 'http://localhost:543210/x', 'https://localhost:54321/x'])(
    'leaves %s alone',
    (url) => {
      expect(redirectUrl(url, 'http://localhost:4000')).toBeNull();
    },
  );
});

describe('foreignKeyRole', () => {
  it('reads the role of an RS256 token and nothing else', () => {
    expect(foreignKeyRole(jwt({ alg: 'RS256', kid: 'k' }, { role: 'anon', iss: 'supabase-demo' }))).toBe('anon');
    expect(foreignKeyRole(jwt({ alg: 'HS256' }, { role: 'service_role' }))).toBeNull();
    expect(foreignKeyRole(jwt({ alg: 'ES256' }, { role: 'authenticated' }))).toBeNull();
    expect(foreignKeyRole('sb_publishable_x')).toBeNull();
    expect(foreignKeyRole('a.b.c')).toBeNull();
  });
});

describe('translateHeaders', () => {
  it("swaps the suite's own keys for the backend's of the same role", () => {
    const anon = jwt({ alg: 'RS256' }, { role: 'anon' });
    const admin = jwt({ alg: 'RS256' }, { role: 'supabase_admin', sub: '1' });
    expect(translateHeaders({ apikey: anon, authorization: `Bearer ${admin}`, prefer: 'x' }, keys)).toEqual({
      apikey: 'backend-anon',
      authorization: 'Bearer backend-service',
      prefer: 'x',
    });
  });

  it('adds the anon key where the request has none, and keeps tokens the backend can judge', () => {
    const session = jwt({ alg: 'HS256' }, { role: 'authenticated' });
    expect(translateHeaders({ authorization: `Bearer ${session}` }, keys)).toEqual({
      apikey: 'backend-anon',
      authorization: `Bearer ${session}`,
    });
    expect(translateHeaders({ apikey: 'other' }, keys)).toEqual({ apikey: 'other' });
  });
});
