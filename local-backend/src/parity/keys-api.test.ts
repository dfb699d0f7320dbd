import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { startParityTarget, type ParityTarget } from './parity-target';

// The publishable and secret keys as hosted Supabase's API gateway takes them, and the sessions
// signed with an asymmetric key published as a JWKS. Sources: Supabase's "Understanding API keys"
// (supabase/supabase apps/docs/content/guides/api/api-keys.mdx) and "JWT Signing Keys"
// (apps/docs/content/guides/auth/signing-keys.mdx). Runs against a hosted project's new keys too.
let target: ParityTarget;
const email = `parity.keys.${Date.now()}@example.com`;
const password = 'a-long-parity-password-42';
let userId = '';

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

beforeAll(async () => {
  target = await startParityTarget({ keys: 'new' });
  const created = await fetch(`${target.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: target.secretKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  expect(created.status).toBe(200);
  userId = ((await created.json()) as { id: string }).id;
}, 60_000);
afterAll(async () => {
  if (userId)
    await fetch(`${target.url}/auth/v1/admin/users/${userId}`, {
      method: 'DELETE',
      headers: { apikey: target.secretKey },
    });
  await target?.stop();
});

const rest = (path: string, headers: Record<string, string>) => fetch(`${target.url}/rest/v1/${path}`, { headers });

async function signIn(): Promise<string> {
  const response = await fetch(`${target.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: target.publishableKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('publishable and secret keys', () => {
  it('are not JWTs: sb_publishable_… and sb_secret_… (api-keys.mdx, "Overview")', () => {
    expect(target.publishableKey).toMatch(/^sb_publishable_[A-Za-z0-9_-]+$/);
    expect(target.secretKey).toMatch(/^sb_secret_[A-Za-z0-9_-]+$/);
  });

  it('map to anon and service_role in apikey alone: the publishable key reads no leads, the secret key bypasses RLS (api-keys.mdx, "`anon` and publishable keys", "`service_role` and secret keys")', async () => {
    expect((await rest('resources?select=id&limit=1', { apikey: target.publishableKey })).status).toBe(200);
    expect((await rest('resource_leads?select=id&limit=1', { apikey: target.publishableKey })).status).toBe(401);
    expect((await rest('resource_leads?select=id&limit=1', { apikey: target.secretKey })).status).toBe(200);
  });

  it('take the same key repeated as the bearer, as supabase-js sends it without a session (supabase-js src/lib/fetch.ts fetchWithAuth; api-keys.mdx, "Known limitations")', async () => {
    const key = target.publishableKey;
    expect((await rest('resources?select=id&limit=1', { apikey: key, Authorization: `Bearer ${key}` })).status).toBe(
      200,
    );
  });

  it('refuse another key than apikey as the bearer: it is not a JWT (api-keys.mdx, "Known limitations")', async () => {
    const response = await rest('resources?select=id&limit=1', {
      apikey: target.publishableKey,
      Authorization: `Bearer ${target.secretKey}`,
    });
    expect(response.status).toBe(401);
  });

  it('refuse a secret key from a browser, told by its User-Agent: 401 (api-keys.mdx, "`service_role` and secret keys")', async () => {
    const response = await rest('resources?select=id&limit=1', { apikey: target.secretKey, 'User-Agent': BROWSER_UA });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Forbidden use of secret API key in browser' });
    // The publishable key is meant for browsers.
    expect(
      (await rest('resources?select=id&limit=1', { apikey: target.publishableKey, 'User-Agent': BROWSER_UA })).status,
    ).toBe(200);
  });

  it("refuse an unknown key with 401 (api-keys.mdx: the gateway verifies the key against the project's list)", async () => {
    const response = await rest('resources?select=id', { apikey: `${target.publishableKey.slice(0, -2)}zz` });
    expect(response.status).toBe(401);
  });
});

describe('sessions signed with the asymmetric signing key', () => {
  it('publishes the key at /auth/v1/.well-known/jwks.json, without an API key (signing-keys.mdx, "Public key discovery and caching")', async () => {
    const response = await fetch(`${target.url}/auth/v1/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    const { keys } = (await response.json()) as { keys: Array<Record<string, unknown>> };
    // An ECC P-256 or an RSA key (the two asymmetric kinds a project can sign with), each named by kid.
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect([
        expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: expect.any(String) }),
        expect.objectContaining({ kty: 'RSA', alg: 'RS256', kid: expect.any(String) }),
      ]).toContainEqual(key);
    }
    // Public keys only.
    for (const key of keys) expect(key).not.toHaveProperty('d');
  });

  it('signs an access token with ES256 or RS256 and the kid of a published key, which verifies against the JWKS (signing-keys.mdx, "Choosing the right signing algorithm", minting headers)', async () => {
    const token = await signIn();
    const header = decodeProtectedHeader(token);
    expect(header).toMatchObject({
      alg: expect.stringMatching(/^(ES256|RS256)$/),
      kid: expect.any(String),
      typ: 'JWT',
    });
    const jwks = createRemoteJWKSet(new URL(`${target.url}/auth/v1/.well-known/jwks.json`));
    const { payload } = await jwtVerify(token, jwks, { algorithms: ['ES256', 'RS256'] });
    expect(payload).toMatchObject({ role: 'authenticated', sub: userId });
  });

  it('runs a session as authenticated with the publishable key in apikey (api-keys.mdx, "Interaction with Supabase Auth")', async () => {
    const token = await signIn();
    const response = await fetch(`${target.url}/auth/v1/user`, {
      headers: { apikey: target.publishableKey, Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: userId, role: 'authenticated' });
  });
});
