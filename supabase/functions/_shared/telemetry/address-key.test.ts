import { addressKey, minuteOf, pageLoadKey, visitorKey } from './address-key.ts';

const at = (iso: string) => new Date(iso);

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

describe('visitorKey and pageLoadKey', () => {
  it('keys a visitor by address and UTC day: the same all day, another the next day or for another address', async () => {
    const { createHmac } = await import('node:crypto');
    const hmac = (text: string) => createHmac('sha256', 'secret').update(text).digest('hex').slice(0, 32);
    const v = await visitorKey('secret', '203.0.113.7', at('2026-11-26T00:00:00Z'));
    expect(v).toBe(hmac('day:2026-11-26|203.0.113.7'));
    expect(await visitorKey('secret', '203.0.113.7', at('2026-11-26T23:59:59Z'))).toBe(v);
    expect(await visitorKey('secret', '203.0.113.7', at('2026-11-27T00:00:00Z'))).not.toBe(v);
    expect(await visitorKey('secret', '203.0.113.8', at('2026-11-26T12:00:00Z'))).not.toBe(v);
    // Never the address key of any minute of that day, nor a page-load key.
    expect(await addressKey('secret', '203.0.113.7', at('2026-11-26T00:00:00Z'))).not.toBe(v);
    const id = '3f2a1c9e-5b7d-4e1f-9a2b-6c8d0e1f2a3b';
    expect(await pageLoadKey('secret', id)).toBe(hmac(`load|${id}`));
  });
});
