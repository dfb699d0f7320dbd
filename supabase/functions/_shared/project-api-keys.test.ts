import { hasProjectKey, publicApiKey, readProjectApiKeys } from './project-api-keys.ts';

const reader = (env: Record<string, string>) => (name: string) => env[name];

describe('readProjectApiKeys', () => {
  it('reads the named new keys, the default first', () => {
    const keys = readProjectApiKeys(
      reader({
        SUPABASE_PUBLISHABLE_KEYS: '{"mobile":"sb_publishable_m","default":"sb_publishable_d"}',
        SUPABASE_SECRET_KEYS: '{"default":"sb_secret_d"}',
        SUPABASE_ANON_KEY: 'eyJ.legacy.anon',
      }),
    );
    expect(keys).toEqual({ publishable: ['sb_publishable_d', 'sb_publishable_m'], secret: ['sb_secret_d'] });
    expect(publicApiKey(keys)).toBe('sb_publishable_d');
  });

  it('falls back to the legacy anon and service_role keys when the new ones are not set', () => {
    const keys = readProjectApiKeys(
      reader({ SUPABASE_ANON_KEY: 'eyJ.anon', SUPABASE_SERVICE_ROLE_KEY: 'eyJ.service' }),
    );
    expect(keys).toEqual({ publishable: ['eyJ.anon'], secret: ['eyJ.service'] });
  });

  it('ignores a malformed JSON value rather than failing the function', () => {
    expect(readProjectApiKeys(reader({ SUPABASE_PUBLISHABLE_KEYS: 'not json' }))).toEqual({
      publishable: [],
      secret: [],
    });
  });
});

describe('hasProjectKey', () => {
  const keys = { publishable: ['sb_publishable_d'], secret: ['sb_secret_d'] };
  const request = (headers: Record<string, string>) => new Request('http://f.test/', { headers });

  it('takes a publishable or secret key in apikey, nothing else', () => {
    expect(hasProjectKey(request({ apikey: 'sb_publishable_d' }), keys)).toBe(true);
    expect(hasProjectKey(request({ apikey: 'sb_secret_d' }), keys)).toBe(true);
    expect(hasProjectKey(request({ apikey: 'sb_publishable_x' }), keys)).toBe(false);
    expect(hasProjectKey(request({ Authorization: 'Bearer sb_publishable_d' }), keys)).toBe(false);
    expect(hasProjectKey(request({ apikey: '' }), { publishable: [''], secret: [] })).toBe(false);
  });
});
