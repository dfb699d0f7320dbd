import type { SupabaseClient } from '@supabase/supabase-js';
import { clientFor, signedInClient, type TestBackend, startTestBackend } from '../test-support/test-backend';

// A user's identities and GoTrue's refusals of the providers and links this backend has not, as
// auth-js 2.109.0's own cases expect (test/GoTrueClient.test.ts getUserIdentities, unlinkIdentity,
// signInAnonymously, signInWithWeb3, signInWithIdToken): supabase/auth internal/api/identity.go,
// api.go (requireManualLinkingEnabled, the anonymous branch of /signup), web3.go, token_oidc.go.
let backend: TestBackend;
let user: SupabaseClient;
const email = 'identities.parity@gcc-advisory.com';

beforeAll(async () => {
  backend = await startTestBackend();
  user = await signedInClient(backend, email);
}, 60_000);
afterAll(() => backend?.cleanup());

describe('identities', () => {
  it('lists the email identity of an account with an address (getUserIdentities)', async () => {
    const { data, error } = await user.auth.getUserIdentities();
    expect(error).toBeNull();
    const { data: current } = await user.auth.getUser();
    const id = current.user?.id;
    expect(data?.identities).toEqual([
      expect.objectContaining({
        id,
        user_id: id,
        provider: 'email',
        email,
        identity_id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        identity_data: { email, email_verified: true, phone_verified: false, sub: id },
      }),
    ]);
  });

  it('refuses unlinking with 404 manual_linking_disabled (unlinkIdentity)', async () => {
    const { data } = await user.auth.getUserIdentities();
    const identity = data?.identities[0];
    if (!identity) throw new Error('no identity listed');
    const { error } = await user.auth.unlinkIdentity(identity);
    expect([error?.status, error?.code, error?.message]).toEqual([
      404,
      'manual_linking_disabled',
      'Manual linking is disabled',
    ]);
  });
});

describe('disabled providers', () => {
  it('refuses an anonymous sign-in with 422 anonymous_provider_disabled', async () => {
    const { error } = await clientFor(backend).auth.signInAnonymously();
    expect([error?.status, error?.code, error?.message]).toEqual([
      422,
      'anonymous_provider_disabled',
      'Anonymous sign-ins are disabled',
    ]);
  });

  it('refuses a Web3 sign-in with 422 web3_provider_disabled', async () => {
    const response = await fetch(`${backend.url}/auth/v1/token?grant_type=web3`, {
      method: 'POST',
      headers: { apikey: backend.publishableKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ chain: 'solana', message: 'm', signature: 'AQID' }),
    });
    expect([response.status, await response.json()]).toEqual([
      422,
      { code: 422, error_code: 'web3_provider_disabled', msg: 'Web3 provider is disabled' },
    ]);
  });

  it("refuses an ID-token sign-in with 400 provider_disabled naming the provider's issuer", async () => {
    const { error } = await clientFor(backend).auth.signInWithIdToken({ provider: 'google', token: 'a-token' });
    expect([error?.status, error?.code, error?.message]).toEqual([
      400,
      'provider_disabled',
      'Provider (issuer "https://accounts.google.com") is not enabled',
    ]);
  });
});
