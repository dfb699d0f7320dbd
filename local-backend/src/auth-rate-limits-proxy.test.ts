import type { IncomingMessage } from 'node:http';
import { requestAddress } from './auth/auth-rate-limits';
import { createAccount, startTestBackend, type TestBackend } from './test-support/test-backend';

// The auth limits behind an operator's proxy (CLIENT_ADDRESS_HEADER=x-forwarded-for): each request
// is counted under the last X-Forwarded-For entry, the one the proxy appended, whatever the client
// wrote to its left, and never under the TCP peer (the proxy itself).
let backend: TestBackend;
const now = 1_000_000;
const email = 'meera.iyer@gcc-advisory.com';
const password = 'staff-password-2026';

beforeAll(async () => {
  backend = await startTestBackend({ clock: () => now, clientAddress: { header: 'x-forwarded-for', proxies: 0 } });
  await createAccount(backend, email, password, { staff: true });
}, 60_000);
afterAll(() => backend?.cleanup());

const signIn = async (headers: Record<string, string>): Promise<number> =>
  (
    await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: backend.publishableKey, 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ email, password: 'a-wrong-password' }),
    })
  ).status;

async function statuses(count: number, headers: Record<string, string>): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < count; i += 1) seen.push(await signIn(headers));
  return seen;
}

describe('sign-in limits behind a proxy that appends X-Forwarded-For', () => {
  it('limits the address the proxy names, however the client rotates the entries to its left', async () => {
    const rotating = Array.from({ length: 31 }, (_, i) => ({ 'X-Forwarded-For': `10.0.0.${i}, 198.51.100.23` }));
    const seen: number[] = [];
    for (const headers of rotating) seen.push(await signIn(headers));
    expect(seen).toEqual([...Array(30).fill(400), 429]);
  });

  it('counts other clients of the same proxy apart: one TCP peer, many addresses', async () => {
    expect(await signIn({ 'X-Forwarded-For': '198.51.100.23, 198.51.100.24' })).toBe(400);
  });

  it('reads IPv6 written two ways as one address', async () => {
    expect(await statuses(30, { 'X-Forwarded-For': '2001:db8::5' })).toEqual(Array(30).fill(400));
    expect(await signIn({ 'X-Forwarded-For': '2001:DB8:0:0::5' })).toBe(429);
  });

  it('puts requests the header does not name in one shared bucket: leaving it out escapes nothing', async () => {
    expect(await statuses(30, {})).toEqual(Array(30).fill(400));
    expect(await signIn({ 'X-Forwarded-For': 'not-an-address' })).toBe(429);
  });
});

describe('requestAddress', () => {
  const request = (remoteAddress: string, headers: Record<string, string | string[]> = {}) =>
    ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;

  it('is the TCP peer without a setting, whatever the headers say', () => {
    expect(requestAddress(request('::ffff:192.0.2.5', { 'x-forwarded-for': '198.51.100.1' }), null)).toBe('192.0.2.5');
  });

  it('reads the named header with a setting, joining repeated header lines as one list', () => {
    const setting = { header: 'x-forwarded-for', proxies: 1 };
    expect(
      requestAddress(request('10.0.0.1', { 'x-forwarded-for': ['6.6.6.6, 198.51.100.7', '10.0.0.2'] }), setting),
    ).toBe('198.51.100.7');
    expect(
      requestAddress(request('10.0.0.1', { 'x-real-ip': '198.51.100.8' }), { header: 'x-real-ip', proxies: 0 }),
    ).toBe('198.51.100.8');
    expect(requestAddress(request('10.0.0.1'), setting)).toBe('unknown');
  });
});
