import type { SupabaseClient } from '@supabase/supabase-js';
import { signedInClient, startTestBackend, type TestBackend } from './test-support/test-backend';

// Bad requests to /auth/v1 get GoTrue's 4xx and shape; bad uploads get Storage's. Never a 500, the
// data folder's path or PostgreSQL's words.
let backend: TestBackend;
let staff: SupabaseClient;
beforeAll(async () => {
  backend = await startTestBackend();
  staff = await signedInClient(backend, 'content@gcc-advisory.com', { staff: true });
}, 60_000);
afterAll(() => backend?.cleanup());

const json = (key: string) => ({ apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' });

async function expectAnswer(response: Response, status: number, shape: Record<string, unknown>): Promise<void> {
  const text = await response.text();
  expect([response.status, JSON.parse(text)]).toEqual([status, shape]);
  expect(text).not.toContain(backend.dataDir);
}

describe('auth', () => {
  const auth = (path: string, body: string, key = backend.publishableKey) =>
    fetch(`${backend.url}/auth/v1/${path}`, { method: 'POST', headers: json(key), body });

  it('refuses a body over the size limit: 413', async () => {
    const body = JSON.stringify({ email: 'a@acme.com', password: 'x'.repeat(2 * 1024 * 1024) });
    const shape = { code: 413, error_code: 'request_entity_too_large', msg: expect.any(String) };
    await expectAnswer(await auth('token?grant_type=password', body), 413, shape);
  });

  it('refuses JSON nested too deeply: 400 bad_json', async () => {
    const body = `{"email":"deep@acme.com","user_metadata":{"a":${'['.repeat(5000)}${']'.repeat(5000)}}}`;
    const shape = { code: 400, error_code: 'bad_json', msg: expect.any(String) };
    await expectAnswer(await auth('admin/users', body, backend.secretKey), 400, shape);
  });

  it.each([
    ['a NUL in a password', 'token?grant_type=password', '{"email":"a@acme.com","password":"\\u0000xxxxxx"}'],
    ['a NUL in an address', 'admin/users', '{"email":"a\\u0000b@acme.com","password":"a-long-password"}'],
  ])('refuses %s, which the database cannot store: 400 validation_failed', async (_label, path, body) => {
    const shape = { code: 400, error_code: 'validation_failed', msg: expect.any(String) };
    await expectAnswer(await auth(path, body, backend.secretKey), 400, shape);
  });

  it('refuses a page number that is not one: 400 "Bad Pagination Parameters"', async () => {
    const response = await fetch(`${backend.url}/auth/v1/admin/users?page=1e308`, {
      headers: json(backend.secretKey),
    });
    await expectAnswer(response, 400, { code: 400, error_code: 'validation_failed', msg: 'Bad Pagination Parameters' });
  });
});

describe('storage uploads', () => {
  const upload = async (name: string) => {
    const token = (await staff.auth.getSession()).data.session?.access_token ?? '';
    return fetch(`${backend.url}/storage/v1/object/resources/${name}`, {
      method: 'POST',
      headers: { apikey: backend.publishableKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/pdf' },
      body: '%PDF-1.7\n% test\n',
    });
  };
  const invalidKey = { statusCode: '400', code: 'InvalidKey', error: 'InvalidKey', message: expect.any(String) };

  it('refuses a name segment longer than a file name may be: 400 InvalidKey', async () => {
    await expectAnswer(await upload(`${'x'.repeat(300)}.pdf`), 400, invalidKey);
  });

  it('refuses a name the data folder holds as a file already, as a folder: 400 InvalidKey', async () => {
    expect((await upload('guide.pdf')).status).toBe(200);
    await expectAnswer(await upload('guide.pdf/part-2.pdf'), 400, invalidKey);
  });

  it('logged no fault for any of them', () => {
    expect(backend.errorLines).toEqual([]);
  });
});
