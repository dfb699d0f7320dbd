import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startParityTarget, type ParityTarget } from './parity-target';

// GoTrue's admin users API as auth-js calls it: supabase/auth internal/api/admin.go
// (adminUserCreate, adminUserUpdate, adminUserDelete) and internal/api/mail.go validateEmail.
let target: ParityTarget;
let admin: SupabaseClient['auth']['admin'];
const email = 'admin.parity@gcc-advisory.com';
const password = 'admin-parity-42';
let userId = '';

beforeAll(async () => {
  target = await startParityTarget();
  admin = createClient(target.url, target.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no WebSocket; these tests never subscribe.
    realtime: { transport: class {} as never },
  }).auth.admin;
  const { data, error } = await admin.createUser({ email, password, email_confirm: true });
  expect(error).toBeNull();
  userId = data.user?.id ?? '';
}, 60_000);
afterAll(async () => {
  if (userId) await admin.deleteUser(userId);
  await target.stop();
});

const INVALID_FORMAT = {
  status: 400,
  code: 'validation_failed',
  message: 'Unable to validate email address: invalid format',
};

describe('admin users', () => {
  it("refuses an address GoTrue's rule refuses, on create and on update (mail.go validateEmail)", async () => {
    expect((await admin.createUser({ email: 'xx:;x@x.x', password })).error).toMatchObject(INVALID_FORMAT);
    expect((await admin.updateUserById(userId, { email: 'xx:;x@x.x' })).error).toMatchObject(INVALID_FORMAT);
  });

  it('a signed-in user changing to such an address is refused the same way (user.go validateUserUpdateParams)', async () => {
    const client = createClient(target.url, target.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: class {} as never },
    });
    expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
    expect((await client.auth.updateUser({ email: 'xx:;x@x.x' })).error).toMatchObject(INVALID_FORMAT);
  });

  it('deletes a user with 200 and an empty object, which auth-js reports without an error (admin.go adminUserDelete)', async () => {
    const { data: created } = await admin.createUser({ email: 'admin.parity.delete@gcc-advisory.com', password });
    const id = created.user?.id ?? '';
    const response = await fetch(`${target.url}/auth/v1/admin/users/${id}`, {
      method: 'DELETE',
      headers: { apikey: target.secretKey, Authorization: `Bearer ${target.secretKey}` },
    });
    expect({ status: response.status, body: (await response.json()) as unknown }).toEqual({ status: 200, body: {} });
    const { data: again } = await admin.createUser({ email: 'admin.parity.delete@gcc-advisory.com', password });
    const { data, error } = await admin.deleteUser(again.user?.id ?? '');
    expect(error).toBeNull();
    expect(data).toEqual({ user: {} });
    expect((await admin.getUserById(again.user?.id ?? '')).error).toMatchObject({ status: 404 });
  });
});
