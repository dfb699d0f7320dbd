// The canary's watcher: a look (look-at-canary.ts) every interval until the canary ends. A
// watcher that dies stops renewing the lease, and the canary ends by itself when it runs out.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Decision } from 'canary-analysis';
import type { Bundle } from '../bundles/site-bundles';
import { type Look, type LookOptions, lookAtCanary } from './look-at-canary';

/** The line a look logs: when, the bundle, what was decided and the share now. */
export const decisionLine = (bundle: Bundle, decision: Decision): string =>
  `${new Date().toISOString()} ${bundle.name}: ${decision.action} (share ${decision.share} %)`;

/**
 * Looks at the canary every `intervalSeconds` until it ends (or `signal` aborts the watch, which
 * leaves the canary to its lease).
 * @returns the last look
 */
export async function watchCanary({
  intervalSeconds,
  signal,
  log = console.log,
  ...options
}: Omit<LookOptions, 'now'> & { intervalSeconds: number; signal?: AbortSignal }): Promise<Look> {
  for (;;) {
    const look = await lookAtCanary({ ...options, log });
    if (look.decision) log(decisionLine(options.bundle, look.decision));
    if (look.ended || signal?.aborted) return look;
    // Node's abortable wait takes its listener off the signal again: a watch of hours adds none.
    const waited = await sleep(intervalSeconds * 1000, true, signal ? { signal } : {}).catch((error: unknown) => {
      if (signal?.aborted) return false;
      throw error;
    });
    if (!waited) return look;
  }
}
