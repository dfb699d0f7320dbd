import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_KEY_CLAIMS, LOCAL_SERVICE_ROLE_KEY } from './keys';
import { signJwt, verifyJwt } from './jwt';

describe('keys', () => {
  // The Supabase CLI's published demo keys for the same secret: the local stacks are interchangeable.
  it('are the anon and service_role keys signJwt derives from the local secret, as the Supabase CLI does', async () => {
    const derive = (role: string) =>
      signJwt({ iss: LOCAL_KEY_CLAIMS.iss, role, exp: LOCAL_KEY_CLAIMS.exp }, LOCAL_JWT_SECRET);
    expect(await derive('anon')).toBe(LOCAL_ANON_KEY);
    expect(await derive('service_role')).toBe(LOCAL_SERVICE_ROLE_KEY);
    expect(LOCAL_ANON_KEY).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
    );
    expect(await verifyJwt(LOCAL_SERVICE_ROLE_KEY, LOCAL_JWT_SECRET)).toMatchObject({
      ok: true,
      claims: { role: 'service_role' },
    });
  });
});

describe('verifyJwt', () => {
  const now = 1_750_000_000;

  it('accepts a token it signed and returns the claims, app_metadata included', async () => {
    const claims = { role: 'authenticated', sub: 'u1', exp: now + 60, app_metadata: { staff: true } };
    const token = await signJwt(claims, LOCAL_JWT_SECRET);
    expect(await verifyJwt(token, LOCAL_JWT_SECRET, now)).toEqual({ ok: true, claims });
  });

  it('refuses a token signed with another secret', async () => {
    const token = await signJwt({ role: 'service_role' }, 'another-secret-of-at-least-32-characters!');
    expect(await verifyJwt(token, LOCAL_JWT_SECRET, now)).toEqual({ ok: false, failure: 'bad-signature' });
  });

  it('refuses a token whose claims were edited after signing (a self-made staff claim)', async () => {
    const signed = await signJwt({ role: 'authenticated', app_metadata: {} }, LOCAL_JWT_SECRET);
    const [header, , signature] = signed.split('.');
    const payload = Buffer.from(JSON.stringify({ role: 'authenticated', app_metadata: { staff: true } })).toString(
      'base64url',
    );
    expect(await verifyJwt(`${header}.${payload}.${signature}`, LOCAL_JWT_SECRET, now)).toEqual({
      ok: false,
      failure: 'bad-signature',
    });
  });

  it('refuses alg "none", other algorithms and garbage', async () => {
    const encode = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const none = `${encode({ alg: 'none' })}.${encode({ role: 'service_role' })}.`;
    expect(await verifyJwt(none, LOCAL_JWT_SECRET, now)).toEqual({ ok: false, failure: 'malformed' });
    const hs512 = `${encode({ alg: 'HS512', typ: 'JWT' })}.${encode({ role: 'service_role' })}.c2ln`;
    expect(await verifyJwt(hs512, LOCAL_JWT_SECRET, now)).toEqual({ ok: false, failure: 'malformed' });
    expect(await verifyJwt('not-a-jwt', LOCAL_JWT_SECRET, now)).toEqual({ ok: false, failure: 'malformed' });
    expect(await verifyJwt('', LOCAL_JWT_SECRET, now)).toEqual({ ok: false, failure: 'malformed' });
  });

  it('refuses an expired token', async () => {
    const token = await signJwt({ role: 'authenticated', exp: now - 1 }, LOCAL_JWT_SECRET);
    expect(await verifyJwt(token, LOCAL_JWT_SECRET, now)).toEqual({ ok: false, failure: 'expired' });
  });
});
