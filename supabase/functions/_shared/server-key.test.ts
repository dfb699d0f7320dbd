import { readServerKey, serverKeyHeaders } from './server-key.ts';

describe('readServerKey', () => {
  it('reads the default secret key, the legacy service_role key without one, and fails loudly without either', () => {
    const env = (vars: Record<string, string>) => (name: string) => vars[name];
    const secrets = JSON.stringify({ other: 'sb_secret_other', default: 'sb_secret_default' });
    expect(readServerKey(env({ SUPABASE_SECRET_KEYS: secrets, SUPABASE_SERVICE_ROLE_KEY: 'a.b.c' }))).toBe(
      'sb_secret_default',
    );
    expect(readServerKey(env({ SUPABASE_SERVICE_ROLE_KEY: 'a.b.c' }))).toBe('a.b.c');
    expect(() => readServerKey(() => undefined)).toThrow(/SUPABASE_SECRET_KEYS nor SUPABASE_SERVICE_ROLE_KEY/);
  });

  it('sends a legacy JWT as apikey and bearer, a secret key (sb_…) as apikey only', () => {
    expect(serverKeyHeaders('a.b.c')).toEqual({ apikey: 'a.b.c', Authorization: 'Bearer a.b.c' });
    expect(serverKeyHeaders('sb_secret_x')).toEqual({ apikey: 'sb_secret_x' });
  });
});
