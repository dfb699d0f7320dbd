import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { SUPABASE_DIR } from './paths';
import { clientFor, startTestBackend, type TestBackend } from './test-support/test-backend';

// Public sign-up where a project's config.toml allows it: the repository's config with `[auth]
// enable_signup` turned on, and nothing else changed.
let backend: TestBackend;
let configDir: string;
const email = 'ananya.rao@acme.co.in';
const password = 'correct-horse-42';

beforeAll(async () => {
  const config = await readFile(path.join(SUPABASE_DIR, 'config.toml'), 'utf8');
  const open = config.replace(/^enable_signup = false$/m, 'enable_signup = true');
  expect(open).not.toBe(config);
  configDir = await mkdtemp(path.join(os.tmpdir(), 'open-signup-'));
  await writeFile(path.join(configDir, 'config.toml'), open);
  backend = await startTestBackend({ configFile: path.join(configDir, 'config.toml') });
}, 60_000);
afterAll(async () => {
  await backend?.cleanup();
  await rm(configDir, { recursive: true, force: true });
});

describe('sign-up when config.toml enables it', () => {
  it('reports it in GET /settings', async () => {
    const response = await fetch(`${backend.url}/auth/v1/settings`, { headers: { apikey: backend.publishableKey } });
    expect(await response.json()).toMatchObject({ disable_signup: false, external: { email: true } });
  });

  it('signs up, auto-confirms and returns a session', async () => {
    const { data, error } = await clientFor(backend).auth.signUp({
      email,
      password,
      options: { data: { company: 'Acme' } },
    });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });
    expect(data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      user_metadata: { company: 'Acme' },
    });
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
  });

  it('refuses a second sign-up with "User already registered"', async () => {
    const { error } = await clientFor(backend).auth.signUp({ email, password });
    expect(error).toMatchObject({ message: 'User already registered', status: 422, code: 'user_already_exists' });
  });

  it.each(['xx:;x@x.x', 'ananya rao@acme.co.in', 'ananya.rao@acme.co.in.', ' ananya.rao@acme.co.in'])(
    'refuses %p as GoTrue does (its checkmail format, the address as sent)',
    async (address) => {
      const { error } = await clientFor(backend).auth.signUp({ email: address, password });
      expect(error).toMatchObject({ status: 400, message: 'Unable to validate email address: invalid format' });
    },
  );

  it('refuses a weak password with the reason', async () => {
    const { error } = await clientFor(backend).auth.signUp({ email: 'x@acme.com', password: '123' });
    expect(error).toMatchObject({ status: 422, code: 'weak_password', message: expect.stringContaining('at least 6') });
  });

  it('ignores app_metadata sent with a sign-up, so nobody signs up as staff', async () => {
    const response = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: backend.publishableKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: 'sneaky@acme.co.in',
        password,
        app_metadata: { staff: true },
        data: { note: 'hello' },
      }),
    });
    expect(response.status).toBe(200);
    const session = (await response.json()) as { access_token: string; user: { app_metadata: object } };
    expect(session.user.app_metadata).not.toHaveProperty('staff');
    expect(decodeJwt(session.access_token).app_metadata).toEqual({ provider: 'email', providers: ['email'] });
  });
});
