import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient, type Session } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { SUPABASE_DIR } from '../paths';
import { createAccount, startTestBackend, type TestBackend } from '../test-support/test-backend';

// `[auth] jwt_expiry` from config.toml, on the backend's own clock: local only (another config).
// 60 s is inside auth-js's 90 s expiry margin, so supabase-js refreshes before every request, as
// the staff workspace's client does near the end of an hour's token.
const email = 'expiry.check@gcc-advisory.com';
const password = 'expiry-check-42';
let now = Date.now();
let backend: TestBackend;
let configDir = '';

beforeAll(async () => {
  configDir = await mkdtemp(path.join(os.tmpdir(), 'auth-expiry-'));
  const config = await readFile(path.join(SUPABASE_DIR, 'config.toml'), 'utf8');
  await writeFile(path.join(configDir, 'config.toml'), config.replace('jwt_expiry = 3600', 'jwt_expiry = 60'));
  backend = await startTestBackend({ configFile: path.join(configDir, 'config.toml'), clock: () => now });
  await createAccount(backend, email, password, { staff: true });
}, 60_000);
afterAll(async () => {
  await backend?.cleanup();
  await rm(configDir, { recursive: true, force: true });
});

class NoRealtime {
  constructor() {
    throw new Error('realtime is not provided by the local backend');
  }
}

async function signIn(): Promise<Session> {
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.publishableKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return (await response.json()) as Session;
}

describe('jwt_expiry = 60', () => {
  it("sets the access token's exp, expires_in and expires_at from [auth] jwt_expiry (supabase/auth internal/tokens/service.go GenerateAccessToken, internal/conf JWT_EXP)", async () => {
    const session = await signIn();
    const claims = decodeJwt(session.access_token);
    expect(claims.iat).toBe(Math.floor(now / 1000));
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(60);
    expect([session.expires_in, session.expires_at]).toEqual([60, claims.exp]);
  });

  it('refuses the token once jwt_expiry has passed, with bad_jwt (supabase/auth internal/api/auth.go parseJWTClaims)', async () => {
    const session = await signIn();
    const user = () =>
      fetch(`${backend.url}/auth/v1/user`, {
        headers: { apikey: backend.publishableKey, Authorization: `Bearer ${session.access_token}` },
      });
    expect((await user()).status).toBe(200);
    now += 61_000;
    expect([(await user()).status, await (await user()).json()]).toEqual([
      403,
      {
        code: 403,
        error_code: 'bad_jwt',
        msg: 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
      },
    ]);
  });

  it('lets supabase-js refresh a staff session before each request, its tokens rotating (supabase/auth-js GoTrueClient EXPIRY_MARGIN_MS, supabase/auth internal/tokens/service.go)', async () => {
    now = Date.now();
    const client = createClient(backend.url, backend.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: true },
      realtime: { transport: NoRealtime as never },
    });
    const refreshed: string[] = [];
    client.auth.onAuthStateChange((event, session) => {
      if (event === 'TOKEN_REFRESHED') refreshed.push(session?.refresh_token ?? '');
    });
    expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
    for (let i = 0; i < 3; i += 1) {
      const leads = await client.from('resource_leads').select('id');
      expect([leads.status, leads.error]).toEqual([200, null]);
    }
    expect(refreshed).toHaveLength(3);
    expect(new Set(refreshed).size).toBe(3);
    await client.auth.signOut();
  });
});
