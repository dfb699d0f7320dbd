import { decodeJwt } from 'jose';
import {
  adminClientFor,
  clientFor,
  createAccount,
  startTestBackend,
  type TestBackend,
} from './test-support/test-backend';

// Staff status is app_metadata.staff, written only with the service key through GoTrue's admin
// API, and carried in every access token the backend signs.
let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
}, 60_000);
afterAll(() => backend?.cleanup());

const password = 'staff-password-2026';

async function accessTokenClaims(email: string, pass = password) {
  const client = clientFor(backend);
  const { data, error } = await client.auth.signInWithPassword({ email, password: pass });
  expect(error).toBeNull();
  return { client, claims: decodeJwt(data.session?.access_token ?? '') };
}

describe('auth admin API', () => {
  it('creates a confirmed staff account whose access token carries app_metadata.staff as GoTrue signs it', async () => {
    const admin = adminClientFor(backend);
    const { data, error } = await admin.auth.admin.createUser({
      email: 'Meera.Iyer@gcc-advisory.com',
      password,
      email_confirm: true,
      app_metadata: { staff: true },
      user_metadata: { name: 'Meera Iyer' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: 'meera.iyer@gcc-advisory.com',
      app_metadata: { provider: 'email', providers: ['email'], staff: true },
      user_metadata: { name: 'Meera Iyer' },
      email_confirmed_at: expect.any(String),
    });
    const { claims } = await accessTokenClaims('meera.iyer@gcc-advisory.com');
    expect(claims).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      sub: data.user?.id,
      email: 'meera.iyer@gcc-advisory.com',
      app_metadata: { staff: true },
      user_metadata: { name: 'Meera Iyer' },
      exp: expect.any(Number),
      iat: expect.any(Number),
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
  });

  it('refuses a second account for the same address, and a malformed address', async () => {
    const admin = adminClientFor(backend).auth.admin;
    const again = await admin.createUser({ email: 'meera.iyer@gcc-advisory.com', password, email_confirm: true });
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
    const malformed = await admin.createUser({ email: 'xx:;x@x.x', password, email_confirm: true });
    expect(malformed.error).toMatchObject({ status: 400, message: expect.stringContaining('invalid format') });
  });

  it('keeps an account created without email_confirm from signing in', async () => {
    const admin = adminClientFor(backend).auth.admin;
    expect((await admin.createUser({ email: 'pending@gcc-advisory.com', password })).error).toBeNull();
    const { error } = await clientFor(backend).auth.signInWithPassword({ email: 'pending@gcc-advisory.com', password });
    expect(error).toMatchObject({ status: 400, code: 'email_not_confirmed' });
  });

  it('lists users with GoTrue pagination', async () => {
    const { data, error } = await adminClientFor(backend).auth.admin.listUsers({ page: 1, perPage: 1 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(1);
    expect(data).toMatchObject({ total: expect.any(Number), nextPage: 2 });
    expect((data as { total: number }).total).toBeGreaterThanOrEqual(2);
  });

  it('refuses every admin call made without the secret key (publishable key 403, user token 403)', async () => {
    const anon = clientFor(backend).auth.admin;
    expect((await anon.listUsers()).error).toMatchObject({ status: 403, code: 'not_admin' });
    expect(
      (await anon.createUser({ email: 'x@acme.com', password, app_metadata: { staff: true } })).error,
    ).toMatchObject({ status: 403, code: 'not_admin' });

    const { client } = await accessTokenClaims('meera.iyer@gcc-advisory.com');
    const { data } = await client.auth.getUser();
    // Even a staff member's own session is not an admin key.
    const asUser = await fetch(`${backend.url}/auth/v1/admin/users/${data.user?.id}`, {
      method: 'PUT',
      headers: {
        apikey: backend.publishableKey,
        Authorization: `Bearer ${(await client.auth.getSession()).data.session?.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ app_metadata: { staff: true } }),
    });
    expect(asUser.status).toBe(403);
    expect(await asUser.json()).toMatchObject({ msg: 'User not allowed', error_code: 'not_admin' });

    // Without a bearer, a legacy service_role key is only an API key (GoTrue: 401); for a secret key
    // the gateway itself puts a service_role JWT in the Authorization header (api-keys.mdx).
    const noBearer = await fetch(`${backend.url}/auth/v1/admin/users`, { headers: { apikey: backend.secretKey } });
    expect(noBearer.status).toBe(backend.keyModel === 'legacy' ? 401 : 200);
  });
});

// With sign-ups open, a sign-up's app_metadata is ignored too: auth-open-signup.test.ts.
describe('the staff claim cannot be self-granted', () => {
  it('lets a user change its user_metadata and password, never its app_metadata', async () => {
    await createAccount(backend, 'visitor@acme.co.in', password);
    const { client } = await accessTokenClaims('visitor@acme.co.in');
    const updated = await client.auth.updateUser({ data: { staff: true, team: 'sales' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({ user_metadata: { staff: true, team: 'sales' } });
    expect(updated.data.user?.app_metadata).not.toHaveProperty('staff');

    const token = (await client.auth.getSession()).data.session?.access_token;
    const raw = await fetch(`${backend.url}/auth/v1/user`, {
      method: 'PUT',
      headers: { apikey: backend.publishableKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ app_metadata: { staff: true } }),
    });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toMatchObject({ error_code: 'not_admin' });

    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').app_metadata).not.toHaveProperty('staff');

    expect((await client.auth.updateUser({ password: 'a-new-password-77' })).error).toBeNull();
    const { claims } = await accessTokenClaims('visitor@acme.co.in', 'a-new-password-77');
    expect(claims.user_metadata).toMatchObject({ staff: true });
    expect(claims.app_metadata).not.toHaveProperty('staff');
  });
});

describe('granting and removing the claim', () => {
  it('appears in the token after an admin update and a refresh, and goes after removal and a refresh', async () => {
    const id = await createAccount(backend, 'analyst@gcc-advisory.com', password);
    const { client, claims } = await accessTokenClaims('analyst@gcc-advisory.com');
    expect(claims.app_metadata).not.toHaveProperty('staff');

    const admin = adminClientFor(backend).auth.admin;
    const granted = await admin.updateUserById(id, { app_metadata: { staff: true } });
    expect(granted.data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'], staff: true });
    // The token in hand keeps its claims until it is refreshed, as with hosted GoTrue.
    const current = (await client.auth.getSession()).data.session?.access_token ?? '';
    expect(decodeJwt(current).app_metadata).not.toHaveProperty('staff');
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').app_metadata).toMatchObject({ staff: true });

    const removed = await admin.updateUserById(id, { app_metadata: { staff: null } });
    expect(removed.data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    const again = await client.auth.refreshSession();
    expect(decodeJwt(again.data.session?.access_token ?? '').app_metadata).not.toHaveProperty('staff');
  });

  it('sets a new password through the admin API', async () => {
    const admin = adminClientFor(backend).auth.admin;
    const { data } = await admin.createUser({ email: 'reset@gcc-advisory.com', password, email_confirm: true });
    expect((await admin.updateUserById(data.user?.id ?? '', { password: 'replaced-password-9' })).error).toBeNull();
    await accessTokenClaims('reset@gcc-advisory.com', 'replaced-password-9');
  });
});
