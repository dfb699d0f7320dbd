import { readServerKey, serverKeyHeaders } from './server-key.ts';

describe('readServerKey', () => {
  it('reads SUPABASE_SERVICE_ROLE_KEY, and fails loudly when it is missing', () => {
    expect(readServerKey((name) => (name === 'SUPABASE_SERVICE_ROLE_KEY' ? ' key ' : undefined))).toBe('key');
    expect(() => readServerKey(() => undefined)).toThrow(/SUPABASE_SERVICE_ROLE_KEY/);
  });

  it('sends a legacy JWT as apikey and bearer, a secret key (sb_…) as apikey only', () => {
    expect(serverKeyHeaders('a.b.c')).toEqual({ apikey: 'a.b.c', Authorization: 'Bearer a.b.c' });
    expect(serverKeyHeaders('sb_secret_x')).toEqual({ apikey: 'sb_secret_x' });
  });
});
