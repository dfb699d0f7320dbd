import { configureSupabase, getSupabase, resetSupabaseForTests } from './supabase-client';

const config = { url: 'http://127.0.0.1:54321', anonKey: 'public-anon-key' };

beforeEach(() => {
  // A fresh client after a reset is the point of some tests; supabase-js warns about the second one.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  resetSupabaseForTests();
  jest.restoreAllMocks();
});

describe('Supabase client', () => {
  it('throws a clear error when asked for before configureSupabase', () => {
    expect(() => getSupabase()).toThrow(
      'The Supabase client is not configured: the shell calls configureSupabase() at start.',
    );
  });

  it('creates one client and returns that same client on a second configure and from getSupabase', () => {
    const first = configureSupabase(config);
    const second = configureSupabase({ url: 'http://127.0.0.1:9999', anonKey: 'another-key' });

    expect(second).toBe(first);
    expect(getSupabase()).toBe(first);
    expect(typeof first.from).toBe('function');
    expect(typeof first.auth.getSession).toBe('function');
  });

  it('forgets the client after resetSupabaseForTests, so the next configure creates a fresh one', () => {
    const first = configureSupabase(config);

    resetSupabaseForTests();
    expect(() => getSupabase()).toThrow(/not configured/);

    const fresh = configureSupabase(config);
    expect(fresh).not.toBe(first);
    expect(getSupabase()).toBe(fresh);
  });
});
