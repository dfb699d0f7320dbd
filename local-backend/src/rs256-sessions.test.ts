import type { SupabaseClient } from '@supabase/supabase-js';
import { decodeProtectedHeader } from 'jose';
import { LOCAL_RSA_SIGNING_KID, LOCAL_SIGNING_KID } from './keys';
import { startLocalBackend } from './start-local-backend';
import { signedInClient, startTestBackend, type TestBackend } from './test-support/test-backend';

// The backend switched to RSA signing (SUPABASE_SIGNING_ALG=RS256), as a hosted project whose
// signing key is RSA: sessions carry RS256 and the RSA key's kid, and every service that reads a
// session (REST, Auth, Storage, the export-leads function through SUPABASE_JWKS) accepts them.
let backend: TestBackend;
let staff: SupabaseClient;
let member: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend({ signingAlg: 'RS256' });
  staff = await signedInClient(backend, 'marketing@gcc-advisory.com', { staff: true });
  member = await signedInClient(backend, 'member@acme.co.in');
}, 60_000);
afterAll(() => backend?.cleanup());

const accessToken = async (client: SupabaseClient) => (await client.auth.getSession()).data.session?.access_token ?? '';

describe('sessions signed with RS256', () => {
  it('publishes the RSA key first, the EC key beside it, and signs sessions with the RSA key', async () => {
    const response = await fetch(`${backend.url}/auth/v1/.well-known/jwks.json`);
    const { keys } = (await response.json()) as { keys: Array<Record<string, unknown>> };
    expect(keys.map((k) => [k.kid, k.alg, k.kty])).toEqual([
      [LOCAL_RSA_SIGNING_KID, 'RS256', 'RSA'],
      [LOCAL_SIGNING_KID, 'ES256', 'EC'],
    ]);
    expect(decodeProtectedHeader(await accessToken(staff))).toEqual({
      alg: 'RS256',
      kid: LOCAL_RSA_SIGNING_KID,
      typ: 'JWT',
    });
    expect(backend.logLines).toContain('keys: publishable and secret keys, RS256 sessions (JWKS)');
  });

  it('runs REST, Auth and Storage requests as the signed-in user', async () => {
    const leads = await staff.from('resource_leads').select('id').limit(1);
    expect(leads.error).toBeNull();
    const user = await staff.auth.getUser();
    expect(user.data.user?.email).toBe('marketing@gcc-advisory.com');
    const { data: session } = await staff.auth.refreshSession();
    expect(decodeProtectedHeader(session.session?.access_token ?? '').alg).toBe('RS256');
    const listed = await staff.storage.from('resources').list();
    expect(listed.error).toBeNull();
  });

  it('lets the export-leads function verify the session: staff get the CSV, others are refused', async () => {
    const exportAs = async (token: string) =>
      fetch(`${backend.url}/functions/v1/export-leads`, {
        headers: { apikey: backend.publishableKey, Authorization: `Bearer ${token}` },
      });
    const asStaff = await exportAs(await accessToken(staff));
    expect(asStaff.status).toBe(200);
    expect((await asStaff.text()).startsWith('created_at,name,email,company,resource_title,resource_type')).toBe(true);
    const asMember = await exportAs(await accessToken(member));
    expect(asMember.status).toBe(403);
    const [header, payload] = (await accessToken(member)).split('.');
    const forged = await exportAs(`${header}.${payload}.${'A'.repeat(342)}`);
    expect(forged.status).toBe(401);
  }, 60_000);
});

describe('the signing switch', () => {
  it('stops the backend at start on a value it does not know, or with the legacy model', async () => {
    const saved = process.env.SUPABASE_SIGNING_ALG;
    process.env.SUPABASE_SIGNING_ALG = 'PS256';
    try {
      await expect(startLocalBackend({ port: 0, log: () => {} })).rejects.toThrow(
        'SUPABASE_SIGNING_ALG=PS256 is not a signing algorithm',
      );
    } finally {
      if (saved === undefined) delete process.env.SUPABASE_SIGNING_ALG;
      else process.env.SUPABASE_SIGNING_ALG = saved;
    }
    await expect(startLocalBackend({ port: 0, keys: 'legacy', signingAlg: 'RS256', log: () => {} })).rejects.toThrow(
      'needs the new key model',
    );
  });
});
