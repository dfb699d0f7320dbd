import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from './keys';
import { signJwt, verifyJwt } from './jwt';

describe('keys', () => {
  // The Supabase CLI's published demo keys for the same secret: the local stacks are interchangeable.
  it('derives the anon and service_role keys the Supabase CLI uses', () => {
    expect(LOCAL_ANON_KEY).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
    );
    expect(LOCAL_SERVICE_ROLE_KEY).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU',
    );
  });
});

describe('verifyJwt', () => {
  const now = 1_750_000_000;

  it('accepts a token it signed and returns the claims', () => {
    const token = signJwt({ role: 'authenticated', sub: 'u1', exp: now + 60 }, LOCAL_JWT_SECRET);
    expect(verifyJwt(token, LOCAL_JWT_SECRET, now)).toEqual({
      ok: true,
      claims: { role: 'authenticated', sub: 'u1', exp: now + 60 },
    });
  });

  it('refuses a token signed with another secret', () => {
    const token = signJwt({ role: 'service_role' }, 'another-secret-of-at-least-32-characters!');
    expect(verifyJwt(token, LOCAL_JWT_SECRET, now)).toEqual({ ok: false, failure: 'bad-signature' });
  });

  it('refuses a token whose claims were edited after signing', () => {
    const [header, , signature] = signJwt({ role: 'anon' }, LOCAL_JWT_SECRET).split('.');
    const payload = Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url');
    expect(verifyJwt(`${header}.${payload}.${signature}`, LOCAL_JWT_SECRET, now)).toEqual({
      ok: false,
      failure: 'bad-signature',
    });
  });

  it('refuses alg "none" and garbage', () => {
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"role":"service_role"}').toString('base64url')}.`;
    expect(verifyJwt(none, LOCAL_JWT_SECRET, now)).toEqual({ ok: false, failure: 'malformed' });
    expect(verifyJwt('not-a-jwt', LOCAL_JWT_SECRET, now)).toEqual({ ok: false, failure: 'malformed' });
  });

  it('refuses an expired token', () => {
    const token = signJwt({ role: 'authenticated', exp: now - 1 }, LOCAL_JWT_SECRET);
    expect(verifyJwt(token, LOCAL_JWT_SECRET, now)).toEqual({ ok: false, failure: 'expired' });
  });
});
