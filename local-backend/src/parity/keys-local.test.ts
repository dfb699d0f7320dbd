import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../keys';
import { startTestBackend, type TestBackend } from '../test-support/test-backend';

// What a hosted project does once its legacy JWT keys are disabled, and the legacy model beside it.
// Checked locally only: a hosted project's keys cannot be switched from a test. Sources: Supabase's
// "Understanding API keys" (apps/docs/content/guides/api/api-keys.mdx) and "JWT Signing Keys"
// (apps/docs/content/guides/auth/signing-keys.mdx); the message "Legacy API keys are disabled" is
// the one hosted projects answer once the legacy keys are turned off in the API keys dashboard.
let modern: TestBackend;
let legacy: TestBackend;
beforeAll(async () => {
  [modern, legacy] = await Promise.all([startTestBackend({ keys: 'new' }), startTestBackend({ keys: 'legacy' })]);
}, 90_000);
afterAll(() => Promise.all([modern?.cleanup(), legacy?.cleanup()]));

const resources = (backend: TestBackend, apikey: string) =>
  fetch(`${backend.url}/rest/v1/resources?select=id&limit=1`, { headers: { apikey } });

describe('the new model', () => {
  it('refuses the legacy anon and service_role JWTs as disabled, 401', async () => {
    for (const key of [LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY]) {
      const response = await resources(modern, key);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: 'Legacy API keys are disabled' });
    }
  });

  it('wants the key in apikey: a session bearer alone is refused (signing-keys.mdx: "A separate apikey header is required")', async () => {
    const response = await fetch(`${modern.url}/rest/v1/resources?select=id`, {
      headers: { Authorization: `Bearer ${modern.publishableKey}` },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'No API key found in request' });
  });
});

describe('the legacy model (SUPABASE_KEYS=legacy)', () => {
  it('hands out the anon and service_role JWTs and takes them as before', async () => {
    expect(legacy.keyModel).toBe('legacy');
    expect([legacy.publishableKey, legacy.secretKey]).toEqual([LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY]);
    expect((await resources(legacy, LOCAL_ANON_KEY)).status).toBe(200);
    const leads = await fetch(`${legacy.url}/rest/v1/resource_leads?select=id&limit=1`, {
      headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
    });
    expect(leads.status).toBe(200);
  });

  it('does not know the publishable and secret keys (a project without them): 401 Invalid API key', async () => {
    const response = await resources(legacy, modern.publishableKey);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Invalid API key' });
  });

  it('publishes no key at the JWKS path: an HS256 secret is never published (signing-keys.mdx, "Public key discovery")', async () => {
    const response = await fetch(`${legacy.url}/auth/v1/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ keys: [] });
  });
});
