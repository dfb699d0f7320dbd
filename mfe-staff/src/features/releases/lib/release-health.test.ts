import { windowStart } from './release-health';

const at = (iso: string) => Date.parse(iso);

describe('windowStart', () => {
  it('starts the last 24 hours on the hour, the hour under way being the newest bucket', () => {
    expect(new Date(windowStart(at('2026-11-27T00:05:30Z'), '24h')).toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(new Date(windowStart(at('2026-11-27T12:00:00Z'), '24h')).toISOString()).toBe('2026-11-26T12:00:00.000Z');
  });

  it('starts the last 7 days at 00, 06, 12 or 18 UTC', () => {
    expect(new Date(windowStart(at('2026-11-27T13:59:00Z'), '7d')).toISOString()).toBe('2026-11-20T12:00:00.000Z');
    expect(new Date(windowStart(at('2026-11-27T05:00:00Z'), '7d')).toISOString()).toBe('2026-11-20T00:00:00.000Z');
  });
});
