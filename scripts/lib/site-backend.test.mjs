import { BackendSettingError, resolveBackend } from './site-backend.mjs';

/** local-backend's key functions, as a double. */
const LOCAL_KEYS = async () => ({
  /** @param {string} model */
  localApiKeys: (model) => ({ secretKey: model === 'legacy' ? 'local-service-role-jwt' : 'local-service-key' }),
  /** @param {Record<string, string | undefined>} env */
  readKeyModel: (env) => (env.SUPABASE_KEYS === 'legacy' ? 'legacy' : 'new'),
});

describe('resolveBackend', () => {
  it('uses a hosted project when SUPABASE_URL and SUPABASE_SECRET_KEY are both set', async () => {
    const env = { SUPABASE_URL: 'https://abc.supabase.co/', SUPABASE_SECRET_KEY: 'service' };
    expect(await resolveBackend(env, LOCAL_KEYS)).toEqual({
      url: 'https://abc.supabase.co',
      secretKey: 'service',
      local: false,
    });
  });

  it('refuses only one of the two', async () => {
    await expect(resolveBackend({ SUPABASE_URL: 'https://abc.supabase.co' }, LOCAL_KEYS)).rejects.toThrow(
      /both SUPABASE_URL and SUPABASE_SECRET_KEY/,
    );
    await expect(resolveBackend({ SUPABASE_SECRET_KEY: 'service' }, LOCAL_KEYS)).rejects.toThrow(BackendSettingError);
  });

  it('defaults to the local backend on the port npm start gives it, with the local service key', async () => {
    expect(await resolveBackend({}, LOCAL_KEYS)).toEqual({
      url: 'http://localhost:54321',
      secretKey: 'local-service-key',
      local: true,
    });
    expect((await resolveBackend({ LOCAL_BACKEND_PORT: '6000' }, LOCAL_KEYS)).url).toBe('http://localhost:6000');
    expect((await resolveBackend({ SUPABASE_KEYS: 'legacy' }, LOCAL_KEYS)).secretKey).toBe('local-service-role-jwt');
  });

  it("takes a legacy project's SUPABASE_SERVICE_ROLE_KEY too", async () => {
    const env = { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'service-role-jwt' };
    expect((await resolveBackend(env, LOCAL_KEYS)).secretKey).toBe('service-role-jwt');
  });

  it('says how to build the local backend when it is not built', async () => {
    const missing = async () => {
      throw new Error('Cannot find module');
    };
    await expect(resolveBackend({}, missing)).rejects.toThrow(/npm run build -w local-backend/);
  });
});
