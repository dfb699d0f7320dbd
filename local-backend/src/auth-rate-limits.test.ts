import { createAccount, startTestBackend, type TestBackend } from './test-support/test-backend';

// config.toml's [auth.rate_limit] as GoTrue applies it: a bucket of 30 requests per client address,
// refilled at token_refresh (every /token grant) or sign_in_sign_ups (sign-ups, user updates) per
// 5 minutes. The backend listens on 127.0.0.1 and ::1, so those are two client addresses here; the
// limiter runs on this test's clock.
let backend: TestBackend;
let now = 1_000_000;
const email = 'meera.iyer@gcc-advisory.com';
const password = 'staff-password-2026';
const V4 = '127.0.0.1';
const V6 = '[::1]';
const GOTRUE_429 = { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' };

beforeAll(async () => {
  backend = await startTestBackend({ clock: () => now });
  await createAccount(backend, email, password, { staff: true });
}, 60_000);
afterAll(() => backend?.cleanup());

interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

async function call(host: string, path: string, init: { method?: string; body?: unknown; headers?: object } = {}) {
  const response = await fetch(`http://${host}:${backend.port}/auth/v1${path}`, {
    method: init.method ?? 'POST',
    headers: { apikey: backend.publishableKey, 'Content-Type': 'application/json', ...init.headers },
    body: JSON.stringify(init.body ?? {}),
  });
  return { status: response.status, body: (await response.json()) as unknown, headers: response.headers };
}

const signIn = (host: string, pass = 'a-wrong-password', headers: object = {}): Promise<Answer> =>
  call(host, '/token?grant_type=password', { body: { email, password: pass }, headers });

async function statuses(count: number, request: () => Promise<Answer>): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < count; i += 1) seen.push((await request()).status);
  return seen;
}

describe('sign-ins and refreshes (token_refresh = 150 per 5 minutes)', () => {
  it("answers GoTrue's 429 from the 31st sign-in in a row, even with the right password", async () => {
    expect(await statuses(30, () => signIn(V4))).toEqual(Array(30).fill(400));

    const limited = await signIn(V4, password, { 'X-Supabase-Api-Version': '2024-01-01' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    // GoTrue sends no Retry-After; supabase-js reports the 429 as an AuthApiError with this message.
    expect(limited.headers.get('retry-after')).toBeNull();
    expect((await signIn(V4, password)).body).toEqual(GOTRUE_429);
  });

  it('counts refreshes against the same allowance, as GoTrue limits every /token grant together', async () => {
    const refresh = await call(V4, '/token?grant_type=refresh_token', { body: { refresh_token: 'any' } });
    expect([refresh.status, refresh.body]).toEqual([429, GOTRUE_429]);
  });

  it('counts the connecting address, not an X-Forwarded-For the client writes itself', async () => {
    expect((await signIn(V4, password, { 'X-Forwarded-For': '198.51.100.23' })).status).toBe(429);
  });

  it('leaves another address alone', async () => {
    expect((await signIn(V6, password)).status).toBe(200);
  });

  it('does not limit the admin API: staff accounts are still created from the limited address', async () => {
    const created = await call(V4, '/admin/users', {
      body: { email: 'new.staff@gcc-advisory.com', password, email_confirm: true, app_metadata: { staff: true } },
      headers: { apikey: backend.secretKey, Authorization: `Bearer ${backend.secretKey}` },
    });
    expect(created.status).toBe(200);
  });

  it('lets one more through every 2 seconds, and a full 30 after the 5-minute period', async () => {
    now += 1999;
    expect((await signIn(V4, password)).status).toBe(429);
    now += 1;
    expect((await signIn(V4, password)).status).toBe(200);
    expect((await signIn(V4, password)).status).toBe(429);

    now += 5 * 60 * 1000;
    expect(await statuses(31, () => signIn(V4))).toEqual([...Array(30).fill(400), 429]);
  });
});

describe('sign-ups and user updates (sign_in_sign_ups = 30 per 5 minutes)', () => {
  const signUp = (host: string): Promise<Answer> =>
    call(host, '/signup', { body: { email: 'walk.in@acme.co.in', password } });

  it('has its own allowance: the address limited at sign-in still gets the sign-up refusal', async () => {
    expect((await signUp(V4)).body).toMatchObject({ error_code: 'signup_disabled' });
  });

  it('refuses the 31st sign-up attempt with 429 until 10 seconds have passed, then one more', async () => {
    expect(await statuses(30, () => signUp(V6))).toEqual(Array(30).fill(422));
    expect((await signUp(V6)).body).toEqual(GOTRUE_429);
    now += 10_000;
    expect((await signUp(V6)).status).toBe(422);
    expect((await signUp(V6)).status).toBe(429);
  });

  it('limits PUT /user with a bucket of its own, full while the sign-up one is empty', async () => {
    const session = (await signIn(V6, password)).body as { access_token: string };
    const update = (): Promise<Answer> =>
      call(V6, '/user', {
        method: 'PUT',
        body: { data: { team: 'content' } },
        headers: { Authorization: `Bearer ${session.access_token}` },
      });
    expect(await statuses(31, update)).toEqual([...Array(30).fill(200), 429]);
  });
});
