import { LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_KEY } from '../keys';
import { localProjectKeys } from '../project-keys';
import { functionEnv } from './function-env';

describe('functionEnv', () => {
  it.each(['ES256', 'RS256'] as const)(
    'new keys, %s sessions: the named keys and the JWKS that verifies them, the signing key first',
    async (alg) => {
      const keys = await localProjectKeys('new', alg);
      const env = functionEnv('http://localhost:1', keys);
      expect(Object.keys(env).sort()).toEqual([
        'SUPABASE_JWKS',
        'SUPABASE_PUBLISHABLE_KEYS',
        'SUPABASE_SECRET_KEYS',
        'SUPABASE_URL',
      ]);
      expect(env.SUPABASE_URL).toBe('http://localhost:1');
      expect(JSON.parse(env.SUPABASE_PUBLISHABLE_KEYS ?? '')).toEqual({ default: LOCAL_PUBLISHABLE_KEY });
      expect(JSON.parse(env.SUPABASE_SECRET_KEYS ?? '')).toEqual({ default: LOCAL_SECRET_KEY });
      const jwks = JSON.parse(env.SUPABASE_JWKS ?? '') as { keys: Array<{ alg: string }> };
      expect(jwks).toEqual(keys.jwks);
      expect(jwks.keys[0]?.alg).toBe(alg);
    },
  );

  it('legacy keys: the anon and service_role JWTs, and no JWKS', async () => {
    expect(functionEnv('http://localhost:1', await localProjectKeys('legacy'))).toEqual({
      SUPABASE_URL: 'http://localhost:1',
      SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
    });
  });
});
