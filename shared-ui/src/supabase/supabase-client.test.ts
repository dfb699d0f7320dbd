import { createClient } from '@supabase/supabase-js';
import { configureSupabase, getSupabase, hasStoredSession, resetSupabaseForTests } from './supabase-client';

const config = { url: 'http://127.0.0.1:54321', publishableKey: 'public-anon-key' };

beforeEach(() => {
  // A fresh client after a reset is the point of some tests; supabase-js warns about the second one.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  resetSupabaseForTests();
  localStorage.clear();
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

  describe('hasStoredSession', () => {
    /** The localStorage key a client keeps its session under. */
    const storageKeyOf = (client: unknown) => (client as { auth: { storageKey: string } }).auth.storageKey;

    it('is false before configureSupabase and while nobody signed in here', () => {
      expect(hasStoredSession()).toBe(false);
      configureSupabase(config);
      expect(hasStoredSession()).toBe(false);
    });

    it("looks under the key the site's client keeps its session, supabase-js's own default (sessions kept from before)", async () => {
      configureSupabase(config);
      const key = storageKeyOf(await getSupabase());
      expect(key).toBe(storageKeyOf(createClient(config.url, config.publishableKey)));
      localStorage.setItem('sb-another-project-auth-token', '{}');
      expect(hasStoredSession()).toBe(false);
      localStorage.setItem(key, '{"access_token":"…"}');
      expect(hasStoredSession()).toBe(true);
    });

    it('is false where storage cannot be read', () => {
      configureSupabase(config);
      jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      });
      expect(hasStoredSession()).toBe(false);
    });
  });
});
