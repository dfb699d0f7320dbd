import { startParityTarget, type ParityTarget } from './parity-target';

// GoTrue's refusals, in its original `{ code, error_code, msg }` shape (no X-Supabase-Api-Version
// header), as hosted answers them: each status, error_code and message from supabase/auth's source.
let target: ParityTarget;
const email = 'errors.check@gcc-advisory.com';
const password = 'errors-check-42';
let userId = '';

beforeAll(async () => {
  target = await startParityTarget();
  const created = await call('POST', '/admin/users', { email, password, email_confirm: true }, target.secretKey);
  userId = ((await created.json()) as { id: string }).id;
}, 60_000);
afterAll(async () => {
  await call('DELETE', `/admin/users/${userId}`, undefined, target.secretKey);
  await target.stop();
});

function call(method: string, path: string, body?: object, bearer?: string): Promise<Response> {
  return fetch(`${target.url}/auth/v1${path}`, {
    method,
    headers: {
      // The secret key goes in apikey too: with the new keys, only apikey carries it.
      apikey: bearer === target.secretKey ? bearer : target.publishableKey,
      'Content-Type': 'application/json',
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
    },
    body: body && JSON.stringify(body),
  });
}

async function answer(response: Promise<Response>): Promise<[number, unknown]> {
  const settled = await response;
  return [settled.status, await settled.json()];
}

const refusal = (code: number, errorCode: string, msg: string) => [code, { code, error_code: errorCode, msg }];

async function signIn(): Promise<string> {
  const response = await call('POST', '/token?grant_type=password', { email, password });
  return ((await response.json()) as { access_token: string }).access_token;
}

describe("GoTrue's refusals", () => {
  it('refuses an unknown grant with invalid_credentials (supabase/auth internal/api/token.go Token)', async () => {
    expect(await answer(call('POST', '/token?grant_type=magic', {}))).toEqual(
      refusal(400, 'invalid_credentials', 'unsupported_grant_type'),
    );
  });

  it('refuses a password sign-in without an address as validation_failed, with a phone as phone_provider_disabled (supabase/auth internal/api/token.go ResourceOwnerPasswordGrant)', async () => {
    expect(await answer(call('POST', '/token?grant_type=password', { password }))).toEqual(
      refusal(400, 'validation_failed', 'missing email or phone'),
    );
    expect(await answer(call('POST', '/token?grant_type=password', { phone: '+15555550100', password }))).toEqual(
      refusal(422, 'phone_provider_disabled', 'Phone logins are disabled'),
    );
  });

  it("refuses a body field of the wrong JSON type as bad_json with encoding/json's words (supabase/auth internal/api/helpers.go retrieveRequestParams)", async () => {
    expect(await answer(call('POST', '/token?grant_type=password', { email: 5, password }))).toEqual(
      refusal(
        400,
        'bad_json',
        'Could not parse request body as JSON: json: cannot unmarshal number into Go struct field PasswordGrantParams.email of type string',
      ),
    );
    const token = await signIn();
    expect(await answer(call('PUT', '/user', { data: 'staff' }, token))).toEqual(
      refusal(
        400,
        'bad_json',
        'Could not parse request body as JSON: json: cannot unmarshal string into Go struct field UserUpdateParams.data of type map[string]interface {}',
      ),
    );
  });

  it("refuses a token that is not a JWT with bad_jwt and the JWT library's reason (supabase/auth internal/api/auth.go parseJWTClaims)", async () => {
    expect(await answer(call('GET', '/user', undefined, 'not-a-jwt'))).toEqual(
      refusal(
        403,
        'bad_jwt',
        'invalid JWT: unable to parse or verify signature, token is malformed: token contains an invalid number of segments',
      ),
    );
  });

  it('refuses a new password equal to the old one with same_password (supabase/auth internal/api/user.go UserUpdate)', async () => {
    const token = await signIn();
    expect(await answer(call('PUT', '/user', { password }, token))).toEqual(
      refusal(422, 'same_password', 'New password should be different from the old password.'),
    );
  });

  it('signs out the other sessions when the password changes (supabase/auth internal/models/user.go UpdatePassword)', async () => {
    const other = await signIn();
    const current = await signIn();
    const changed = await call('PUT', '/user', { password: 'errors-check-43' }, current);
    expect(changed.status).toBe(200);
    expect((await call('GET', '/user', undefined, current)).status).toBe(200);
    expect(await answer(call('GET', '/user', undefined, other))).toEqual(
      refusal(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
    );
    expect((await call('PUT', '/user', { password }, current)).status).toBe(200);
  });

  it('refuses the token of a deleted user with user_not_found (supabase/auth internal/api/auth.go maybeLoadUserOrSession)', async () => {
    const gone = await call(
      'POST',
      '/admin/users',
      { email: 'gone@gcc-advisory.com', password, email_confirm: true },
      target.secretKey,
    );
    const goneId = ((await gone.json()) as { id: string }).id;
    const signedIn = await call('POST', '/token?grant_type=password', { email: 'gone@gcc-advisory.com', password });
    const token = ((await signedIn.json()) as { access_token: string }).access_token;
    await call('DELETE', `/admin/users/${goneId}`, undefined, target.secretKey);
    expect(await answer(call('GET', '/user', undefined, token))).toEqual(
      refusal(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
    );
  });
});
