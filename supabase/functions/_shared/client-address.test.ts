import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { canonicalAddress, clientAddress, readClientAddressSetting } from './client-address.js';

const env =
  (vars: Record<string, string>) =>
  (name: string): string | undefined =>
    vars[name];
const headers =
  (vars: Record<string, string>) =>
  (name: string): string | null =>
    new Headers(vars).get(name);

describe('readClientAddressSetting', () => {
  it('is null without CLIENT_ADDRESS_HEADER: no header is trusted', () => {
    expect(readClientAddressSetting(env({}))).toBeNull();
    expect(readClientAddressSetting(env({ CLIENT_ADDRESS_HEADER: '  ' }))).toBeNull();
  });

  it('reads the header in lower case and the proxies to skip (0 when unset)', () => {
    expect(readClientAddressSetting(env({ CLIENT_ADDRESS_HEADER: 'CF-Connecting-IP' }))).toEqual({
      header: 'cf-connecting-ip',
      proxies: 0,
    });
    expect(
      readClientAddressSetting(env({ CLIENT_ADDRESS_HEADER: 'x-forwarded-for', CLIENT_ADDRESS_PROXIES: '2' })),
    ).toEqual({ header: 'x-forwarded-for', proxies: 2 });
  });

  it('refuses unusable values with a message naming the variable', () => {
    expect(() => readClientAddressSetting(env({ CLIENT_ADDRESS_PROXIES: '1' }))).toThrow(
      'CLIENT_ADDRESS_PROXIES is set but CLIENT_ADDRESS_HEADER is not',
    );
    expect(() => readClientAddressSetting(env({ CLIENT_ADDRESS_HEADER: 'x-forwarded-for, x-real-ip' }))).toThrow(
      'CLIENT_ADDRESS_HEADER must be one HTTP header name',
    );
    for (const bad of ['-1', '1.5', 'two', '21'])
      expect(() =>
        readClientAddressSetting(env({ CLIENT_ADDRESS_HEADER: 'x-forwarded-for', CLIENT_ADDRESS_PROXIES: bad })),
      ).toThrow('CLIENT_ADDRESS_PROXIES must be a whole number from 0 to 20');
    expect(() =>
      readClientAddressSetting(env({ CLIENT_ADDRESS_HEADER: 'x-real-ip', CLIENT_ADDRESS_PROXIES: '1' })),
    ).toThrow('x-real-ip holds one address: leave it at 0');
  });
});

describe('clientAddress', () => {
  const xff = (proxies: number) => ({ header: 'x-forwarded-for', proxies });

  it('without a setting is the connection peer, or unknown when the caller has none', () => {
    const sent = headers({ 'x-forwarded-for': '198.51.100.1', 'cf-connecting-ip': '198.51.100.2' });
    expect(clientAddress(null, sent, '::ffff:192.0.2.5')).toBe('192.0.2.5');
    expect(clientAddress(null, sent)).toBeNull();
    expect(clientAddress(null, sent, null)).toBeNull();
  });

  it('reads only the named single-address header, never the peer or another header', () => {
    const setting = { header: 'cf-connecting-ip', proxies: 0 };
    const sent = headers({ 'cf-connecting-ip': '203.0.113.7', 'x-forwarded-for': '198.51.100.1' });
    expect(clientAddress(setting, sent, '10.0.0.1')).toBe('203.0.113.7');
    expect(clientAddress({ header: 'x-real-ip', proxies: 0 }, sent, '10.0.0.1')).toBeNull();
  });

  it('skips the given number of proxies from the right of x-forwarded-for', () => {
    const sent = headers({ 'x-forwarded-for': '1.1.1.1, 203.0.113.9, 10.0.0.2, 10.0.0.3' });
    expect(clientAddress(xff(0), sent)).toBe('10.0.0.3');
    expect(clientAddress(xff(2), sent)).toBe('203.0.113.9');
  });

  it('never reads the entries a client wrote to the left, however many it sends', () => {
    const spoofed = headers({ 'x-forwarded-for': '6.6.6.6, 7.7.7.7, 8.8.8.8, 203.0.113.9' });
    expect(clientAddress(xff(0), spoofed)).toBe('203.0.113.9');
    expect(clientAddress(xff(1), headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.2' }))).toBe('203.0.113.9');
  });

  it('is unknown with a setting when the header is missing, too short or not an address', () => {
    expect(clientAddress(xff(0), headers({}), '192.0.2.5')).toBeNull();
    expect(clientAddress(xff(1), headers({ 'x-forwarded-for': '203.0.113.9' }))).toBeNull();
    expect(clientAddress(xff(0), headers({ 'x-forwarded-for': '203.0.113.9, unknown' }))).toBeNull();
    expect(clientAddress(xff(0), headers({ 'x-forwarded-for': '203.0.113.9,' }))).toBeNull();
    expect(clientAddress({ header: 'x-real-ip', proxies: 0 }, headers({ 'x-real-ip': '1.2.3.4, 5.6.7.8' }))).toBeNull();
  });

  it('reads IPv6 entries in one canonical form', () => {
    expect(clientAddress(xff(0), headers({ 'x-forwarded-for': '198.51.100.1, 2001:DB8:0:0::1' }))).toBe('2001:db8::1');
    expect(clientAddress(xff(1), headers({ 'x-forwarded-for': '[2001:db8::7]:443, 10.0.0.1' }))).toBe('2001:db8::7');
  });
});

describe('canonicalAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['203.0.113.7:5678', '203.0.113.7'],
    ['2001:0db8:0000::0001', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['::ffff:192.0.2.5', '192.0.2.5'],
    ['::1', '::1'],
  ])('%s is %s', (text, expected) => expect(canonicalAddress(text)).toBe(expected));

  it.each(['', 'unknown', '256.1.1.1', '1.2.3', '01.2.3.4', 'fe80::1%eth0', '2001:db8::g', 'example.com', '[1.2.3.4]'])(
    '%j is no address',
    (text) => expect(canonicalAddress(text)).toBeNull(),
  );
});

// The local backend's compiled CommonJS requires this file as Node itself loads it (no jest
// transform): an ES module required from CommonJS.
it('loads with plain Node require(), as the built local backend loads it', () => {
  const file = path.join(__dirname, 'client-address.js');
  const out = execFileSync(
    process.execPath,
    ['-e', `const r = require(${JSON.stringify(file)}); console.log(r.clientAddress(null, () => null, '::1'))`],
    { encoding: 'utf8' },
  );
  expect(out.trim()).toBe('::1');
});
