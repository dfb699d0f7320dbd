import { BUCKET_CAPACITY, RATE_PERIOD_MS, RateLimiter } from './rate-limiter';

// GoTrue's per-address token buckets, on a test clock.
let now = 1_000_000;
const clock = () => now;
const SECOND = 1000;

function takeMany(limiter: RateLimiter, key: string, count: number): boolean[] {
  return Array.from({ length: count }, () => limiter.take(key));
}

beforeEach(() => {
  now = 1_000_000;
});

describe('RateLimiter', () => {
  it('lets a burst of 30 through from an idle address and refuses the 31st', () => {
    const limiter = new RateLimiter(30, clock);
    expect(takeMany(limiter, '203.0.113.7', BUCKET_CAPACITY)).toEqual(Array(30).fill(true));
    expect(limiter.take('203.0.113.7')).toBe(false);
  });

  it('counts every address on its own', () => {
    const limiter = new RateLimiter(30, clock);
    takeMany(limiter, '203.0.113.7', 31);
    expect(limiter.take('198.51.100.4')).toBe(true);
    expect(limiter.take('::1')).toBe(true);
  });

  it.each([
    [30, 10 * SECOND],
    [150, 2 * SECOND],
  ])('regains one request every 5 min / %i once empty (every %i ms)', (perPeriod, interval) => {
    const limiter = new RateLimiter(perPeriod, clock);
    takeMany(limiter, 'a', BUCKET_CAPACITY);
    now += interval - 1;
    expect(limiter.take('a')).toBe(false);
    now += 1;
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('a')).toBe(false);
  });

  it('does not spend anything on a refused request, so hammering does not delay the next allowance', () => {
    const limiter = new RateLimiter(30, clock);
    takeMany(limiter, 'a', BUCKET_CAPACITY);
    for (let i = 0; i < 9; i += 1) {
      now += SECOND;
      expect(limiter.take('a')).toBe(false);
    }
    now += SECOND;
    expect(limiter.take('a')).toBe(true);
  });

  it('is full again after the period, and never holds more than 30', () => {
    const limiter = new RateLimiter(30, clock);
    takeMany(limiter, 'a', 31);
    now += RATE_PERIOD_MS;
    expect(takeMany(limiter, 'a', 31)).toEqual([...Array(30).fill(true), false]);
    now += 10 * RATE_PERIOD_MS;
    expect(takeMany(limiter, 'a', 31).filter(Boolean)).toHaveLength(30);
  });

  it('starts an address afresh an hour after its bucket was made, as tollbooth forgets it', () => {
    const limiter = new RateLimiter(0, clock);
    takeMany(limiter, 'a', 30);
    now += 59 * 60 * SECOND;
    expect(limiter.take('a')).toBe(false);
    now += 60 * SECOND;
    expect(limiter.take('a')).toBe(true);
  });
});
