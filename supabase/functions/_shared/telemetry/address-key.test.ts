import { addressKey, clientAddress, minuteOf } from './address-key.ts';

const at = (iso: string) => new Date(iso);

describe('clientAddress', () => {
  it("prefers the edge's cf-connecting-ip over anything in x-forwarded-for", () => {
    const headers = new Headers({ 'cf-connecting-ip': '203.0.113.7', 'x-forwarded-for': '198.51.100.1, 10.0.0.1' });
    expect(clientAddress(headers)).toBe('203.0.113.7');
  });

  it('takes the last x-forwarded-for entry, the one the nearest proxy added, not what the client wrote first', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '1.2.3.4, 203.0.113.9' }))).toBe('203.0.113.9');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '2001:db8::1' }))).toBe('2001:db8::1');
  });

  it('answers "unknown" without either header', () => {
    expect(clientAddress(new Headers())).toBe('unknown');
  });
});

describe('addressKey', () => {
  it('is the same for one address within a minute, and 32 hex digits long', async () => {
    const a = await addressKey('secret', '203.0.113.7', at('2026-11-26T07:14:01Z'));
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(await addressKey('secret', '203.0.113.7', at('2026-11-26T07:14:59.999Z'))).toBe(a);
  });

  it('differs for another address, another minute or another secret, and never contains the address', async () => {
    const a = await addressKey('secret', '203.0.113.7', at('2026-11-26T07:14:01Z'));
    expect(await addressKey('secret', '203.0.113.8', at('2026-11-26T07:14:01Z'))).not.toBe(a);
    expect(await addressKey('secret', '203.0.113.7', at('2026-11-26T07:15:00Z'))).not.toBe(a);
    expect(await addressKey('other', '203.0.113.7', at('2026-11-26T07:14:01Z'))).not.toBe(a);
    expect(a).not.toContain('203');
  });

  it('is the HMAC-SHA-256 of "<minute>|<address>" (checked with node:crypto)', async () => {
    const { createHmac } = await import('node:crypto');
    const expected = createHmac('sha256', 'secret')
      .update('2026-11-26T07:14:00.000Z|203.0.113.7')
      .digest('hex')
      .slice(0, 32);
    expect(await addressKey('secret', '203.0.113.7', at('2026-11-26T07:14:30Z'))).toBe(expected);
    expect(minuteOf(at('2026-11-26T07:14:30Z'))).toBe('2026-11-26T07:14:00.000Z');
  });
});
