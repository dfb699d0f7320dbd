import { clientFor, createAccount, startTestBackend, type TestBackend } from './test-support/test-backend';

// GoTrue-compatible email/password auth, driven through supabase-js like the shell's auth context,
// with the repository's supabase/config.toml: no public sign-up, so the account comes from the
// admin API. (Sign-ups where a config allows them: auth-open-signup.test.ts.)
let backend: TestBackend;
const email = 'ananya.rao@acme.co.in';
const password = 'correct-horse-42';

beforeAll(async () => {
  backend = await startTestBackend();
  await createAccount(backend, email, password);
}, 60_000);
afterAll(() => backend?.cleanup());

async function rawSignUp(headers: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${backend.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: backend.publishableKey, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email: 'walk.in@acme.co.in', password }),
  });
  return { status: response.status, body: await response.json() };
}

describe('auth', () => {
  it("refuses a public sign-up with GoTrue's signup_disabled and creates no account", async () => {
    const { data, error } = await clientFor(backend).auth.signUp({ email: 'walk.in@acme.co.in', password });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({
      status: 422,
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    });
    const signIn = await clientFor(backend).auth.signInWithPassword({ email: 'walk.in@acme.co.in', password });
    expect(signIn.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('answers the refusal in the shape of the API version the client speaks, as GoTrue', async () => {
    expect(await rawSignUp({ 'X-Supabase-Api-Version': '2024-01-01' })).toEqual({
      status: 422,
      body: { code: 'signup_disabled', message: 'Signups not allowed for this instance' },
    });
    expect(await rawSignUp({})).toEqual({
      status: 422,
      body: { code: 422, error_code: 'signup_disabled', msg: 'Signups not allowed for this instance' },
    });
  });

  it('says in GET /settings that sign-up is disabled while email sign-in stays on', async () => {
    const response = await fetch(`${backend.url}/auth/v1/settings`, { headers: { apikey: backend.publishableKey } });
    expect(await response.json()).toMatchObject({ disable_signup: true, external: { email: true } });
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
    // Refresh tokens rotate. The spent one is the parent of the active one, so GoTrue answers it
    // with the active token (a client that lost the last answer), never with a new one.
    const reuse = await clientFor(backend).auth.refreshSession({ refresh_token: firstRefresh ?? '' });
    expect(reuse.data.session?.refresh_token).toBe(refreshed.data.session?.refresh_token);

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
