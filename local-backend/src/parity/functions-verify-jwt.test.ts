import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_ANON_KEY } from '../keys';
import { SUPABASE_DIR } from '../paths';
import { startTestBackend, type TestBackend } from '../test-support/test-backend';

// The Edge Functions gateway's `verify_jwt` check as hosted Supabase runs it: it understands only
// the legacy format (an HS256 JWT signed with the legacy JWT secret) and refuses a publishable or
// secret key, or a session signed with an asymmetric key, before the function runs. Sources:
// Supabase's troubleshooting page "Edge Function 401 error response"
// (apps/docs/content/troubleshooting/edge-function-401-error-response.mdx: the bodies
// `{ "code": 401, "message": "Invalid JWT" }` and "Missing authorization header", "Incompatible key
// format") and "Understanding API keys" (api-keys.mdx, "Known limitations": use --no-verify-jwt with
// the new keys). Local only: a hosted function's setting cannot be switched from a test. Here
// validate-company-email runs with verify_jwt turned back on.
let configDir: string;
let backend: TestBackend;
beforeAll(async () => {
  configDir = await mkdtemp(path.join(os.tmpdir(), 'verify-jwt-'));
  const config = await readFile(path.join(SUPABASE_DIR, 'config.toml'), 'utf8');
  const on = config.replace(/(\[functions\.validate-company-email\][^[]*?)verify_jwt = false/, '$1verify_jwt = true');
  expect(on).not.toBe(config);
  await writeFile(path.join(configDir, 'config.toml'), on);
  backend = await startTestBackend({ configFile: path.join(configDir, 'config.toml'), keys: 'new' });
}, 60_000);
afterAll(async () => {
  await backend?.cleanup();
  await rm(configDir, { recursive: true, force: true });
});

const call = (headers: Record<string, string>) =>
  fetch(`${backend.url}/functions/v1/validate-company-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email: 'priya@acme.com', company: 'Acme' }),
  });

async function sessionToken(): Promise<string> {
  const email = `verify.jwt.${Date.now()}@example.com`;
  const password = 'a-long-test-password-42';
  const admin = { apikey: backend.secretKey, 'Content-Type': 'application/json' };
  await fetch(`${backend.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  const signIn = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.publishableKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await signIn.json()) as { access_token: string }).access_token;
}

describe('verify_jwt = true', () => {
  it('refuses a request without Authorization: 401 "Missing authorization header", even with the publishable key in apikey', async () => {
    const response = await call({ apikey: backend.publishableKey });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, message: 'Missing authorization header' });
  });

  it('refuses a publishable key as the bearer, as supabase-js sends it: 401 "Invalid JWT" (the access form would fail for every visitor)', async () => {
    const response = await call({ apikey: backend.publishableKey, Authorization: `Bearer ${backend.publishableKey}` });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, message: 'Invalid JWT' });
  });

  it('refuses a session signed with the asymmetric signing key (ES256): 401 "Invalid JWT"', async () => {
    const response = await call({ apikey: backend.publishableKey, Authorization: `Bearer ${await sessionToken()}` });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, message: 'Invalid JWT' });
  });

  it('lets a legacy HS256 JWT through to the function', async () => {
    const response = await call({ apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` });
    // The function ran: it answers, and checks the key itself (the legacy anon key is not this project's).
    expect(await response.json()).toEqual({ error: expect.stringContaining('API key') });
  });
});

describe("verify_jwt = false (the repository's config.toml)", () => {
  it('lets every request through to the function, which checks the key itself', async () => {
    const response = await fetch(`${backend.url}/functions/v1/export-leads`, { headers: { apikey: 'not-a-key' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Sign in with a staff account to export leads.' });
  });
});
