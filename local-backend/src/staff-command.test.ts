import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { decodeJwt } from 'jose';
import { REPO_ROOT } from './paths';
import { clientFor, createAccount, startTestBackend, type TestBackend } from './test-support/test-backend';

// `npm run staff` (scripts/staff.mjs) against a running backend, as a child process.
let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
}, 60_000);
afterAll(() => backend?.cleanup());

async function staff(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, SUPABASE_URL: backend.url, SUPABASE_SECRET_KEY: backend.secretKey };
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [path.join(REPO_ROOT, 'scripts', 'staff.mjs'), ...args],
      { env },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('npm run staff', () => {
  let password = '';

  it('adds a staff account and prints a strong password once; the account signs in as staff', async () => {
    const result = await staff('add', 'Meera.Iyer@gcc-advisory.com');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Created staff account meera.iyer@gcc-advisory.com.');
    password = /Password[^:]*: (\S+)/.exec(result.stdout)?.[1] ?? '';
    expect(password).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(result.stdout.split(password)).toHaveLength(2);

    const client = clientFor(backend);
    const { data, error } = await client.auth.signInWithPassword({ email: 'meera.iyer@gcc-advisory.com', password });
    expect(error).toBeNull();
    expect(decodeJwt(data.session?.access_token ?? '').app_metadata).toMatchObject({ staff: true });
  });

  it('refuses an existing account and a malformed address with a clear message', async () => {
    const again = await staff('add', 'meera.iyer@gcc-advisory.com');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('An account for meera.iyer@gcc-advisory.com already exists');
    await createAccount(backend, 'visitor@acme.co.in', 'visitor-password');
    expect((await staff('add', 'visitor@acme.co.in')).stderr).toContain('already exists');
    const malformed = await staff('add', 'xx:;x@x.x');
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toContain('is not a valid email address');
  });

  it('lists the staff accounts, not the other users', async () => {
    const result = await staff('list');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('1 staff account(s):\n  meera.iyer@gcc-advisory.com\n');
  });

  it('removes the claim; a refreshed session no longer carries it', async () => {
    const client = clientFor(backend);
    await client.auth.signInWithPassword({ email: 'meera.iyer@gcc-advisory.com', password });
    const result = await staff('remove', 'meera.iyer@gcc-advisory.com');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Removed staff access from meera.iyer@gcc-advisory.com.');
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').app_metadata).not.toHaveProperty('staff');
    expect((await staff('list')).stdout).toBe('No staff accounts.\n');
  });

  it('refuses a wrong service key', async () => {
    const env = { ...process.env, SUPABASE_URL: backend.url, SUPABASE_SECRET_KEY: backend.publishableKey };
    const result = await promisify(execFile)(process.execPath, [path.join(REPO_ROOT, 'scripts', 'staff.mjs'), 'list'], {
      env,
    }).catch((e: { code: number; stderr: string }) => e);
    expect(result).toMatchObject({ code: 1, stderr: expect.stringContaining('User not allowed') });
  });
});
