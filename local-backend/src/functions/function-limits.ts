/**
 * Hosted Supabase's Edge Functions limits that the relay holds each request to (Supabase docs,
 * "Edge Functions limits" and the troubleshooting page "Understanding Edge Function CPU limits"):
 * a wall-clock limit of 150 s on the Free plan (400 s on paid plans) and 2 s of CPU time per
 * request. Memory (256 MB) is not held. The Supabase CLI's config.toml has no setting for either
 * (`[edge_runtime]` names only the policy, inspector port, Deno version and secrets), so they are
 * options of the backend; tests set them low.
 */
export interface FunctionLimits {
  /** Wall-clock time one request may take, response body included, in ms. */
  wallClockMs: number;
  /** CPU time the function's JavaScript thread may spend while one request is open, in ms. */
  cpuMs: number;
}

/**
 * Whether one request's cost is worth a line in the log when not every request is logged: a
 * quarter of either limit, so the functions' ordinary traffic (a telemetry beacon a page load)
 * does not bury the requests that come near a limit.
 */
export function notableCost(cost: { wallMs: number; cpuMs: number | null }, limits: FunctionLimits): boolean {
  return cost.wallMs >= limits.wallClockMs / 4 || (cost.cpuMs ?? 0) >= limits.cpuMs / 4;
}

/** The Free plan's limits, which a new hosted project has. */
export const HOSTED_FUNCTION_LIMITS: Readonly<FunctionLimits> = { wallClockMs: 150_000, cpuMs: 2000 };

/** The limits to run with: hosted's, with each given value checked and put in its place. */
export function functionLimits(given: Partial<FunctionLimits> = {}): FunctionLimits {
  const limits = { ...HOSTED_FUNCTION_LIMITS, ...given };
  for (const [name, value] of Object.entries(limits)) {
    if (!Number.isFinite(value) || value <= 0)
      throw new Error(`function limit ${name} must be a positive number of ms`);
  }
  return limits;
}

/**
 * What hosted's gateway answers when it stops a function at a resource limit: status 546 with
 * the code WORKER_RESOURCE_LIMIT (named WORKER_LIMIT before; Supabase docs, "Edge Functions status
 * codes"). The message is this backend's: it names the limit.
 */
export const LIMIT_STATUS = 546;

/** The body of {@link LIMIT_STATUS} for a function stopped at `limit`. */
export function limitBody(name: string, limit: 'wall clock' | 'CPU time', limitMs: number): Record<string, string> {
  return {
    code: 'WORKER_RESOURCE_LIMIT',
    message: `Function ${name} was stopped at its ${limit} limit (${limitMs} ms).`,
  };
}
