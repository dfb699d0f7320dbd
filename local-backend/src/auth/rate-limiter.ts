// GoTrue limits by IP address with tollbooth token buckets (internal/api/apilimiter): each
// address's bucket holds 30 requests and starts full, refills at the configured number of requests
// per 5 minutes, and a request finding it empty is refused. Supabase's "Rate limits" guide says the
// same: a maximum capacity of 30, and the configured limit is the rate at which the bucket refills.

/** Requests an idle address may make at once: GoTrue's own constant, which config.toml does not set. */
export const BUCKET_CAPACITY = 30;

/** The period of `[auth.rate_limit]`'s counts. */
export const RATE_PERIOD_MS = 5 * 60 * 1000;

// tollbooth forgets an address's bucket an hour after creating it; the next request starts a full one.
const BUCKET_LIFETIME_MS = 60 * 60 * 1000;

interface Bucket {
  createdAt: number;
  updatedAt: number;
  tokens: number;
}

/** One GoTrue limiter: a token bucket per key (a client address). */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private lastSweep = 0;

  /**
   * @param perPeriod requests a key regains per {@link RATE_PERIOD_MS} (config.toml's value)
   * @param now the clock in milliseconds; tests pass their own
   */
  constructor(
    private readonly perPeriod: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one request from `key`'s bucket: false when it is empty (GoTrue answers 429). */
  take(key: string): boolean {
    const now = this.now();
    this.sweep(now);
    let bucket = this.buckets.get(key);
    if (!bucket || now - bucket.createdAt >= BUCKET_LIFETIME_MS) {
      bucket = { createdAt: now, updatedAt: now, tokens: BUCKET_CAPACITY };
      this.buckets.set(key, bucket);
    }
    const regained = (Math.max(0, now - bucket.updatedAt) * this.perPeriod) / RATE_PERIOD_MS;
    const tokens = Math.min(BUCKET_CAPACITY, bucket.tokens + regained);
    // As golang.org/x/time/rate under tollbooth, a refusal leaves the bucket as it was: the refill
    // is counted from the last request let through, and repeated refusals add no rounding error.
    if (tokens < 1) return false;
    bucket.tokens = tokens - 1;
    bucket.updatedAt = now;
    return true;
  }

  // Keeps memory bounded by the addresses seen in the last hour.
  private sweep(now: number): void {
    if (now - this.lastSweep < RATE_PERIOD_MS) return;
    this.lastSweep = now;
    for (const [key, bucket] of this.buckets)
      if (now - bucket.createdAt >= BUCKET_LIFETIME_MS) this.buckets.delete(key);
  }
}
