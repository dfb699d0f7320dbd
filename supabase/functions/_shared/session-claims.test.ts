import { createJwksCache, JWKS_MAX_AGE_MS, JWKS_REFETCH_INTERVAL_MS, type JwksCache } from './jwks-cache.ts';
import { verifySession, type SessionVerifier } from './session-claims.ts';
import { createTestSigner, type TestSigner } from '../../tests/helpers/session-tokens.ts';

const START = Date.parse('2026-11-23T10:00:00Z');
const URL_ = 'http://project.test';
const JWKS_URL = `${URL_}/auth/v1/.well-known/jwks.json`;
const CLAIMS = { role: 'authenticated', sub: 'u1', app_metadata: { staff: true } };

let es: TestSigner;
let rs: TestSigner;
let esNext: TestSigner;
beforeAll(async () => {
  [es, rs, esNext] = await Promise.all([
    createTestSigner('es-key', START),
    createTestSigner('rs-key', START, 'RS256'),
    createTestSigner('es-next', START),
  ]);
});

/** The project's JWKS endpoint: what it publishes can change; every fetch is counted. */
function project(published: unknown, headers: Record<string, string> = {}) {
  const state = { published, fetches: 0, urls: [] as string[] };
  const fetchImpl = (async (input: string | URL | Request) => {
    state.fetches += 1;
    state.urls.push(String(input));
    return new Response(JSON.stringify(state.published), { status: 200, headers });
  }) as typeof fetch;
  return { state, fetchImpl };
}

let time = START;
let cache: JwksCache;
beforeEach(() => {
  time = START;
  cache = createJwksCache();
});
const verifier = (fetchImpl: typeof fetch, jwks?: string): SessionVerifier => ({
  supabaseUrl: URL_,
  jwks,
  apiKey: 'sb_publishable_test',
  fetchImpl,
  now: () => new Date(time),
  keyCache: cache,
});
const noFetch = (async () => {
  throw new Error('no fetch expected');
}) as typeof fetch;

describe('verifySession with the keys given in SUPABASE_JWKS', () => {
  it.each([
    ['an ES256 key as {keys}', () => es, () => es.jwks],
    ['an RS256 key as {keys}', () => rs, () => rs.jwks],
    ['an ES256 key in a bare array', () => es, () => JSON.stringify([es.jwk])],
    ['an RS256 key in a bare array', () => rs, () => JSON.stringify([rs.jwk])],
    ['the RS256 key of a mixed set', () => rs, () => JSON.stringify({ keys: [es.jwk, rs.jwk] })],
    ['the ES256 key of a mixed array', () => es, () => JSON.stringify([rs.jwk, es.jwk])],
  ])('verifies a token signed with %s, without fetching', async (_label, signer, jwks) => {
    const token = await signer().sign(CLAIMS);
    expect(await verifySession(token, verifier(noFetch, jwks()))).toEqual({
      ok: true,
      claims: expect.objectContaining(CLAIMS),
    });
  });

  it('refuses a token whose claims were changed after signing, with either algorithm', async () => {
    const mixed = JSON.stringify([es.jwk, rs.jwk]);
    for (const signer of [es, rs]) {
      const [header, , signature] = (await signer.sign(CLAIMS)).split('.');
      const forged = Buffer.from(JSON.stringify({ ...CLAIMS, exp: START / 1000 + 60, sub: 'u2' })).toString(
        'base64url',
      );
      expect(await verifySession(`${header}.${forged}.${signature}`, verifier(noFetch, mixed))).toEqual({
        ok: false,
        reason: 'bad signature',
      });
    }
  });

  it('refuses an expired token before looking for its key', async () => {
    const token = await es.sign({ ...CLAIMS, exp: START / 1000 - 1 });
    expect(await verifySession(token, verifier(noFetch))).toEqual({ ok: false, reason: 'expired JWT' });
    expect(cache.fetches).toBe(0);
  });

  it.each([
    ['use: enc', { use: 'enc' }, 'its use is enc, not sig'],
    ['key_ops without verify', { key_ops: ['sign'] }, 'its key_ops do not include verify'],
    ['alg RS256 on an EC key', { alg: 'RS256' }, 'it is for RS256'],
  ])('refuses a token whose published key says %s, naming why', async (_label, change, why) => {
    const jwks = JSON.stringify({ keys: [{ ...es.jwk, ...change }] });
    expect(await verifySession(await es.sign(CLAIMS), verifier(noFetch, jwks))).toEqual({
      ok: false,
      reason: `the key "es-key" cannot verify ES256: ${why}`,
    });
  });

  it('refuses an RS256 token whose kid names an EC key (no algorithm confusion)', async () => {
    const token = await rs.sign(CLAIMS, { kid: 'es-key' });
    expect(await verifySession(token, verifier(noFetch, es.jwks))).toEqual({
      ok: false,
      reason: 'the key "es-key" cannot verify RS256: its kty is EC, not RSA',
    });
  });

  it('refuses a token without a kid, with alg none, or with a signature that is not base64url', async () => {
    expect(await verifySession(await es.sign(CLAIMS, { kid: undefined }), verifier(noFetch, es.jwks))).toEqual({
      ok: false,
      reason: 'ES256 JWT without a kid',
    });
    expect(await verifySession(await es.sign(CLAIMS, { alg: 'none' }), verifier(noFetch, es.jwks))).toEqual({
      ok: false,
      reason: 'unsupported algorithm none',
    });
    const [header, body] = (await es.sign(CLAIMS)).split('.');
    expect(await verifySession(`${header}.${body}.a+b/`, verifier(noFetch, es.jwks))).toEqual({
      ok: false,
      reason: 'malformed JWT',
    });
  });
});

describe("verifySession with the project's published keys", () => {
  it('fetches them from the auth URL once and then uses the cache, for either algorithm', async () => {
    const api = project({ keys: [es.jwk, rs.jwk] });
    for (const signer of [es, rs, es, rs]) {
      expect((await verifySession(await signer.sign(CLAIMS), verifier(api.fetchImpl))).ok).toBe(true);
    }
    expect(api.state.urls).toEqual([JWKS_URL]);
  });

  it('takes a published bare array too', async () => {
    const api = project([rs.jwk]);
    expect((await verifySession(await rs.sign(CLAIMS), verifier(api.fetchImpl))).ok).toBe(true);
  });

  it('rotation: a token of a key published after the set was cached verifies after exactly one refetch', async () => {
    const api = project({ keys: [es.jwk] });
    const tokenA = await es.sign(CLAIMS);
    expect((await verifySession(tokenA, verifier(api.fetchImpl))).ok).toBe(true);
    time += 5 * 60_000;
    expect((await verifySession(tokenA, verifier(api.fetchImpl))).ok).toBe(true);
    expect(api.state.fetches).toBe(1);

    // The new key is published (standby), then signs: the session goes on with token B.
    api.state.published = { keys: [esNext.jwk, es.jwk] };
    const tokenB = await esNext.sign(CLAIMS);
    expect((await verifySession(tokenB, verifier(api.fetchImpl))).ok).toBe(true);
    expect(api.state.fetches).toBe(2);
    for (const token of [tokenA, tokenB, tokenB])
      expect((await verifySession(token, verifier(api.fetchImpl))).ok).toBe(true);
    expect(api.state.fetches).toBe(2);
  });

  it('rotation with SUPABASE_JWKS set before it: a kid it lacks is looked up at the auth URL once', async () => {
    const api = project({ keys: [esNext.jwk, es.jwk] });
    const stale = es.jwks;
    expect((await verifySession(await es.sign(CLAIMS), verifier(api.fetchImpl, stale))).ok).toBe(true);
    expect(api.state.fetches).toBe(0);
    for (let i = 0; i < 3; i += 1) {
      expect((await verifySession(await esNext.sign(CLAIMS), verifier(api.fetchImpl, stale))).ok).toBe(true);
    }
    expect(api.state.fetches).toBe(1);
  });

  it('made-up kids cost at most one fetch per refetch interval', async () => {
    const api = project({ keys: [es.jwk] });
    expect((await verifySession(await es.sign(CLAIMS), verifier(api.fetchImpl))).ok).toBe(true);
    time += JWKS_REFETCH_INTERVAL_MS;
    const forged = (i: number) => es.sign(CLAIMS, { kid: `forged-${i}` });
    const first = await verifySession(await forged(0), verifier(api.fetchImpl));
    expect(first).toEqual({ ok: false, reason: 'no published key has kid "forged-0"' });
    expect(api.state.fetches).toBe(2);
    for (let i = 1; i <= 50; i += 1) {
      time += 500;
      expect((await verifySession(await forged(i), verifier(api.fetchImpl))).ok).toBe(false);
    }
    expect(api.state.fetches).toBe(2);
    time += JWKS_REFETCH_INTERVAL_MS;
    await verifySession(await forged(99), verifier(api.fetchImpl));
    expect(api.state.fetches).toBe(3);
    // The known key still verifies from the cache all along.
    expect((await verifySession(await es.sign(CLAIMS), verifier(api.fetchImpl))).ok).toBe(true);
    expect(api.state.fetches).toBe(3);
  });

  it('reads the set again once it is older than its max age: 10 minutes, or a shorter Cache-Control max-age', async () => {
    const token = await es.sign({ ...CLAIMS, exp: START / 1000 + 86_400 });
    const plain = project({ keys: [es.jwk] });
    await verifySession(token, verifier(plain.fetchImpl));
    time += JWKS_MAX_AGE_MS - 1;
    await verifySession(token, verifier(plain.fetchImpl));
    expect(plain.state.fetches).toBe(1);
    time += 1;
    await verifySession(token, verifier(plain.fetchImpl));
    expect(plain.state.fetches).toBe(2);

    cache = createJwksCache();
    time = START;
    const minute = project({ keys: [es.jwk] }, { 'Cache-Control': 'public, max-age=60' });
    await verifySession(token, verifier(minute.fetchImpl));
    time += 59_000;
    await verifySession(token, verifier(minute.fetchImpl));
    time += 1_000;
    await verifySession(token, verifier(minute.fetchImpl));
    expect(minute.state.fetches).toBe(2);
  });

  it('shares one fetch between requests that need the set at the same time', async () => {
    const api = project({ keys: [es.jwk, rs.jwk] });
    const tokens = await Promise.all([es.sign(CLAIMS), rs.sign(CLAIMS), es.sign(CLAIMS)]);
    const checks = await Promise.all(tokens.map((t) => verifySession(t, verifier(api.fetchImpl))));
    expect(checks.map((c) => c.ok)).toEqual([true, true, true]);
    expect(api.state.fetches).toBe(1);
  });

  it.each([
    [
      'a network failure',
      (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
      `the project's signing keys could not be read from ${JWKS_URL}: fetch failed`,
    ],
    [
      'an error status',
      (async () => new Response('upstream down', { status: 503 })) as typeof fetch,
      `the project's signing keys could not be read: ${JWKS_URL} answered 503`,
    ],
    [
      'an answer that is not a key set',
      (async () => new Response('<html>', { status: 200 })) as typeof fetch,
      `the project's signing keys could not be read: ${JWKS_URL} is not JSON`,
    ],
  ])('refuses with a clear reason on %s, and waits before trying again', async (_label, fetchImpl, reason) => {
    const token = await es.sign(CLAIMS);
    expect(await verifySession(token, verifier(fetchImpl))).toEqual({ ok: false, reason });
    const api = project({ keys: [es.jwk] });
    time += 1_000;
    expect(await verifySession(token, verifier(api.fetchImpl))).toEqual({ ok: false, reason });
    expect(api.state.fetches).toBe(0);
    time += 5_000;
    expect((await verifySession(token, verifier(api.fetchImpl))).ok).toBe(true);
  });

  it('says so when SUPABASE_JWKS is unreadable, and still finds the key at the auth URL', async () => {
    const api = project({ keys: [es.jwk] });
    expect((await verifySession(await es.sign(CLAIMS), verifier(api.fetchImpl, '{oops'))).ok).toBe(true);
    expect(await verifySession(await rs.sign(CLAIMS), verifier(api.fetchImpl, '{oops'))).toEqual({
      ok: false,
      reason: 'no published key has kid "rs-key" (SUPABASE_JWKS is not JSON)',
    });
  });
});

describe('verifySession with a legacy HS256 token', () => {
  it('asks Auth, and refuses with a reason when Auth cannot be reached', async () => {
    const header = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url');
    const body = Buffer.from(JSON.stringify({ ...CLAIMS, exp: START / 1000 + 60 })).toString('base64url');
    const token = `${header}.${body}.c2ln`;
    const answer = (status: number) => (async () => new Response('{}', { status })) as typeof fetch;
    expect((await verifySession(token, verifier(answer(200)))).ok).toBe(true);
    expect(await verifySession(token, verifier(answer(401)))).toEqual({
      ok: false,
      reason: 'Auth refused the token (401)',
    });
    expect(await verifySession(token, verifier(noFetch))).toEqual({
      ok: false,
      reason: 'Auth could not be asked about the token: no fetch expected',
    });
  });
});
