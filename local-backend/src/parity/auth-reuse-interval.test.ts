import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { SUPABASE_DIR } from '../paths';
import { createAccount, startTestBackend, type TestBackend } from '../test-support/test-backend';

// `[auth] refresh_token_reuse_interval` (10 s) on the backend's own clock: local only, since a
// hosted project's time cannot be moved. The same backend runs with rotation switched off as well.
const password = 'reuse-check-42';
let now = Date.now();
const backends: Record<'rotating' | 'notRotating', TestBackend> = {} as never;
let configDir = '';

beforeAll(async () => {
  configDir = await mkdtemp(path.join(os.tmpdir(), 'auth-reuse-'));
  const config = await readFile(path.join(SUPABASE_DIR, 'config.toml'), 'utf8');
  const off = config.replace('enable_refresh_token_rotation = true', 'enable_refresh_token_rotation = false');
  await writeFile(path.join(configDir, 'config.toml'), off);
  const clock = () => now;
  backends.rotating = await startTestBackend({ clock });
  backends.notRotating = await startTestBackend({ configFile: path.join(configDir, 'config.toml'), clock });
}, 90_000);
afterAll(async () => {
  await Promise.all(Object.values(backends).map((backend) => backend.cleanup()));
  await rm(configDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: { refresh_token?: string; access_token?: string; error_code?: string; msg?: string };
}

async function grant(backend: TestBackend, type: string, body: object): Promise<Answer> {
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=${type}`, {
    method: 'POST',
    headers: { apikey: backend.publishableKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const refresh = (backend: TestBackend, token: string) => grant(backend, 'refresh_token', { refresh_token: token });

/** A new account's session refreshed twice: its first token (a grandparent of the active one) and the active one. */
async function twiceRefreshed(backend: TestBackend, email: string): Promise<{ first: string; active: string }> {
  await createAccount(backend, email, password);
  const first = (await grant(backend, 'password', { email, password })).body.refresh_token ?? '';
  const second = (await refresh(backend, first)).body.refresh_token ?? '';
  return { first, active: (await refresh(backend, second)).body.refresh_token ?? '' };
}

const ALREADY_USED = {
  status: 400,
  body: { code: 400, error_code: 'refresh_token_already_used', msg: 'Invalid Refresh Token: Already Used' },
};

describe('refresh_token_reuse_interval = 10', () => {
  it('a revoked refresh token reused inside the interval gets a new token in the same session (supabase/auth internal/tokens/service.go RefreshTokenGrant, reuseUntil)', async () => {
    const { first, active } = await twiceRefreshed(backends.rotating, 'inside@gcc-advisory.com');
    now += 5_000;
    const reused = await refresh(backends.rotating, first);
    expect(reused.status).toBe(200);
    expect([first, active]).not.toContain(reused.body.refresh_token);
    const sessionOf = (answer: Answer) => decodeJwt(answer.body.access_token ?? '').session_id;
    expect(sessionOf(reused)).toBe(sessionOf(await refresh(backends.rotating, reused.body.refresh_token ?? '')));
  });

  it('a refresh token reused after the reuse interval revokes the session (supabase/auth internal/tokens/service.go RefreshTokenGrant, internal/models/refresh_token.go RevokeTokenFamily)', async () => {
    const { first, active } = await twiceRefreshed(backends.rotating, 'theft@gcc-advisory.com');
    now += 11_000;
    expect(await refresh(backends.rotating, first)).toEqual(ALREADY_USED);
    // Every token of the session was revoked at that moment; once the interval has passed from
    // then, the one the client held is refused too and the session cannot be continued.
    now += 11_000;
    expect(await refresh(backends.rotating, active)).toEqual(ALREADY_USED);
  });

  it('with enable_refresh_token_rotation = false a late reuse is refused but the session goes on (supabase/auth internal/tokens/service.go RefreshTokenGrant, internal/conf SECURITY_REFRESH_TOKEN_ROTATION_ENABLED)', async () => {
    const late = await twiceRefreshed(backends.notRotating, 'late@gcc-advisory.com');
    const early = await twiceRefreshed(backends.notRotating, 'early@gcc-advisory.com');
    now += 5_000;
    expect((await refresh(backends.notRotating, early.first)).status).toBe(200);
    now += 6_000;
    expect(await refresh(backends.notRotating, late.first)).toEqual(ALREADY_USED);
    expect((await refresh(backends.notRotating, late.active)).status).toBe(200);
  });
});
