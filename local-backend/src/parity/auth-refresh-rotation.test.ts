import { startParityTarget, type ParityTarget } from './parity-target';

// Refresh-token rotation as hosted GoTrue answers it, held against the embedded backend by default
// or a hosted project (parity-target.ts). Moving time needs a local clock: auth-reuse-interval.test.ts.
let target: ParityTarget;
const email = 'rotation.check@gcc-advisory.com';
const password = 'rotation-check-42';

beforeAll(async () => {
  target = await startParityTarget();
  const created = await auth('/admin/users', { email, password, email_confirm: true }, target.secretKey);
  expect(created.status).toBe(200);
}, 60_000);
afterAll(async () => {
  const users = (await (await auth('/admin/users', undefined, target.secretKey)).json()) as {
    users: { id: string; email: string }[];
  };
  const id = users.users.find((user) => user.email === email)?.id;
  if (id) await fetch(`${target.url}/auth/v1/admin/users/${id}`, { method: 'DELETE', headers: keys(target.secretKey) });
  await target.stop();
});

/** The headers of a call with `key` as the bearer: the secret key goes in apikey too (a secret key is not a bearer of its own). */
function keys(key: string): Record<string, string> {
  const apikey = key === target.secretKey ? key : target.publishableKey;
  return { apikey, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
}

function auth(path: string, body?: object, key = target.publishableKey): Promise<Response> {
  return fetch(`${target.url}/auth/v1${path}`, {
    method: body ? 'POST' : 'GET',
    headers: keys(key),
    body: body && JSON.stringify(body),
  });
}

interface Session {
  access_token: string;
  refresh_token: string;
}

async function signIn(): Promise<Session> {
  const response = await auth('/token?grant_type=password', { email, password });
  expect(response.status).toBe(200);
  return (await response.json()) as Session;
}

const refresh = (token: string) => auth('/token?grant_type=refresh_token', { refresh_token: token });

describe('refresh-token rotation', () => {
  it('reusing the token a refresh replaced returns the active token, not a new one (supabase/auth internal/tokens/service.go RefreshTokenGrant, FindCurrentlyActiveRefreshToken)', async () => {
    const first = await signIn();
    const second = (await (await refresh(first.refresh_token)).json()) as Session;
    expect(second.refresh_token).not.toBe(first.refresh_token);

    const again = await refresh(first.refresh_token);
    expect(again.status).toBe(200);
    expect(((await again.json()) as Session).refresh_token).toBe(second.refresh_token);
  });

  it("refuses a token not in GoTrue's shape as validation_failed and an unknown one as refresh_token_not_found (supabase/auth internal/api/token_refresh.go Validate, internal/tokens/service.go)", async () => {
    const malformed = await refresh('not-a-token');
    expect([malformed.status, await malformed.json()]).toEqual([
      400,
      { code: 400, error_code: 'validation_failed', msg: 'Refresh token is not valid' },
    ]);
    const unknown = await refresh('abcdefghijkl');
    expect([unknown.status, await unknown.json()]).toEqual([
      400,
      { code: 400, error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token: Refresh Token Not Found' },
    ]);
  });

  it('names the error code in an x-sb-error-code header as well as in the body (supabase/auth internal/api/errors.go handleResponseErrorHTTP)', async () => {
    const refused = await refresh('abcdefghijkl');
    expect(refused.headers.get('x-sb-error-code')).toBe('refresh_token_not_found');
  });
});
