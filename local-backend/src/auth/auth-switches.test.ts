import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BackendContext } from '../http/context';
import type { AuthConfig } from './auth-config';
import { handleAuth } from './auth-handler';
import { createAuthRateLimits } from './auth-rate-limits';

// How `[auth] enable_signup` and `[auth.email] enable_signup` combine, as the Supabase CLI hands
// them to GoTrue (DISABLE_SIGNUP and EXTERNAL_EMAIL_ENABLED). Every answer here is given before the
// database is reached, so the handler runs without one.
let server: Server;
let config: AuthConfig;

beforeAll(async () => {
  server = createServer((req, res) => {
    const ctx = {
      authConfig: config,
      authLimits: createAuthRateLimits(config.rateLimits),
    } as unknown as BackendContext;
    void handleAuth(req, res, new URL(req.url ?? '/', 'http://localhost'), ctx);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function call(method: string, path: string, body?: object): Promise<[number, unknown]> {
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/auth/v1${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
    body: body && JSON.stringify(body),
  });
  return [response.status, await response.json()];
}

function configure(signupEnabled: boolean, emailProviderEnabled: boolean): void {
  config = {
    signupEnabled,
    emailProviderEnabled,
    jwtExpiry: 3600,
    refreshTokenRotation: true,
    refreshTokenReuseInterval: 10,
    rateLimits: { signInSignUps: 30, tokenRefresh: 150 },
  };
}

const SIGNUPS_OFF = [422, { code: 'signup_disabled', message: 'Signups not allowed for this instance' }];
const EMAIL_SIGNUPS_OFF = [400, { code: 'email_provider_disabled', message: 'Email signups are disabled' }];
const EMAIL_LOGINS_OFF = [422, { code: 'email_provider_disabled', message: 'Email logins are disabled' }];
// An address that fails the email rule: the answer that shows a request got past both switches.
const MALFORMED = [400, { code: 'validation_failed', message: 'Unable to validate email address: invalid format' }];
const NO_PASSWORD = [400, { code: 'invalid_credentials', message: 'Invalid login credentials' }];

describe.each([
  // [auth], [auth.email], sign-up answer, sign-in answer
  [true, true, MALFORMED, NO_PASSWORD],
  [false, true, SIGNUPS_OFF, NO_PASSWORD],
  [true, false, EMAIL_SIGNUPS_OFF, EMAIL_LOGINS_OFF],
  [false, false, SIGNUPS_OFF, EMAIL_LOGINS_OFF],
])('[auth] enable_signup = %p, [auth.email] enable_signup = %p', (signup, email, signUpAnswer, signInAnswer) => {
  beforeEach(() => configure(signup, email));

  it('answers a sign-up as GoTrue does', async () => {
    expect(await call('POST', '/signup', { email: 'walk:in@acme.co.in', password: 'long-enough-1' })).toEqual(
      signUpAnswer,
    );
  });

  it('answers a password sign-in as GoTrue does', async () => {
    expect(await call('POST', '/token?grant_type=password', { email: 'staff@gcc-advisory.com' })).toEqual(signInAnswer);
  });

  it('reports both switches truthfully in GET /settings', async () => {
    const [status, settings] = await call('GET', '/settings');
    expect(status).toBe(200);
    expect(settings).toMatchObject({ disable_signup: !signup, external: { email } });
  });
});

it('checks the password before the email switch, as GoTrue', async () => {
  configure(true, false);
  const [status, body] = await call('POST', '/signup', { email: 'walk.in@acme.co.in', password: '123' });
  expect([status, body]).toEqual([422, expect.objectContaining({ code: 'weak_password' })]);
});
