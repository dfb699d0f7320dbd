import type { SupabaseClient } from '@supabase/supabase-js';
import { clientFor, startTestBackend, type TestBackend } from './test-support/test-backend';

// GoTrue-compatible email/password auth, driven through supabase-js like the shell's auth context.
let backend: TestBackend;
let auth: SupabaseClient;
const email = 'ananya.rao@acme.co.in';
const password = 'correct-horse-42';

beforeAll(async () => {
  backend = await startTestBackend();
  auth = clientFor(backend);
}, 60_000);
afterAll(() => backend?.cleanup());

describe('auth', () => {
  it('signs up, auto-confirms and returns a session', async () => {
    const { data, error } = await auth.auth.signUp({ email, password, options: { data: { company: 'Acme' } } });
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

  it.each(['ananya.rao@acme', 'ananya rao@acme.co.in', 'ananya.rao@acme.co.in.'])(
    'refuses %p, an address the database and the site refuse, as GoTrue refuses a malformed one',
    async (address) => {
      const { error } = await clientFor(backend).auth.signUp({ email: address, password });
      expect(error).toMatchObject({ status: 400, message: 'Unable to validate email address: invalid format' });
    },
  );

  it('refuses a weak password with the reason', async () => {
    const { error } = await clientFor(backend).auth.signUp({ email: 'x@acme.com', password: '123' });
    expect(error).toMatchObject({ status: 422, code: 'weak_password', message: expect.stringContaining('at least 6') });
  });

  it('refuses a wrong password with "Invalid login credentials"', async () => {
    const { data, error } = await clientFor(backend).auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ message: 'Invalid login credentials', status: 400, code: 'invalid_credentials' });
  });

  it('signs in, reads the user, refreshes and signs out', async () => {
    const client = clientFor(backend);
    const signIn = await client.auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    const firstRefresh = signIn.data.session?.refresh_token;

    const user = await client.auth.getUser();
    expect(user.data.user?.email).toBe(email);

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(firstRefresh);
    // Refresh tokens rotate: the spent one no longer works.
    const reuse = await clientFor(backend).auth.refreshSession({ refresh_token: firstRefresh ?? '' });
    expect(reuse.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });

    const token = refreshed.data.session?.access_token ?? '';
    expect((await client.auth.signOut()).error).toBeNull();
    // The access token is still unexpired, but its session is gone: GoTrue refuses it.
    const after = await clientFor(backend).auth.getUser(token);
    expect(after.data.user).toBeNull();
    expect(after.error?.name).toBe('AuthSessionMissingError');
  });

  it('runs a signed-in user\'s requests as "authenticated" under the same RLS rules', async () => {
    const client = clientFor(backend);
    await client.auth.signInWithPassword({ email, password });
    const resources = await client.from('resources').select('id');
    expect(resources.data).toHaveLength(9);
    const leads = await client.from('resource_leads').select('*');
    // Signed-in callers hold the SELECT grant for staff's sake; for anyone else RLS shows no row.
    expect([leads.status, leads.data]).toEqual([200, []]);
    const draft = await client.from('resources').insert({ type: 'Report', title: 'Mine' });
    // 403, not 401: PostgREST distinguishes an authenticated role from anon.
    expect([draft.status, draft.error?.code]).toEqual([403, '42501']);
  });
});
