import { configureSupabase, getSupabase, resetSupabaseForTests } from './supabase-client';

const config = { url: 'http://127.0.0.1:54321', publishableKey: 'public-anon-key' };

beforeEach(() => {
  // A fresh client after a reset is the point of some tests; supabase-js warns about the second one.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  resetSupabaseForTests();
  jest.restoreAllMocks();
});

describe('Supabase client', () => {
  it('rejects with a clear error when asked for before configureSupabase', async () => {
    await expect(getSupabase()).rejects.toThrow(
      'The Supabase client is not configured: the shell calls configureSupabase() at start.',
    );
  });

  it('creates one client on first use, for the first config, and returns that same client afterwards', async () => {
    configureSupabase(config);
    configureSupabase({ url: 'http://127.0.0.1:9999', publishableKey: 'another-key' });

    const [first, second] = await Promise.all([getSupabase(), getSupabase()]);

    expect(second).toBe(first);
    expect(await getSupabase()).toBe(first);
    expect(typeof first.from).toBe('function');
    expect(typeof first.auth.getSession).toBe('function');
    expect((first as unknown as { supabaseUrl: string }).supabaseUrl).toBe(config.url);
  });

  it('forgets the client after resetSupabaseForTests, so the next use creates a fresh one', async () => {
    configureSupabase(config);
    const first = await getSupabase();

    resetSupabaseForTests();
    await expect(getSupabase()).rejects.toThrow(/not configured/);

    configureSupabase(config);
    const fresh = await getSupabase();
    expect(fresh).not.toBe(first);
  });
});
