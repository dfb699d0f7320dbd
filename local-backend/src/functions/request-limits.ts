import { performance } from 'node:perf_hooks';
import type { FunctionLimits } from './function-limits';
import type { RunningFunction } from './function-runner';

/** Which limit stopped a request. */
export type LimitName = 'wall clock' | 'CPU time';

/** What one request cost: wall-clock and CPU time in ms (CPU null where it cannot be read). */
export interface RequestCost {
  wallMs: number;
  cpuMs: number | null;
}

/** A request under watch; `end` stops watching and says what it cost. */
export interface RequestWatch {
  end(): RequestCost;
}

// How often the CPU time is read while a request is open: the stop comes at most this late.
const CPU_POLL_MS = 50;

/**
 * Holds one request to the limits as hosted's supervisor does: at the wall-clock limit, or once
 * the function's JavaScript thread has spent more CPU time than the limit while the request is
 * open, the function's process is killed (hosted ends the worker: every request it serves fails)
 * and `onLimit` is told which limit it was. Requests of one function that overlap each count the
 * CPU time spent for the others meanwhile, so the CPU time is an upper bound for each.
 */
export function watchRequest(
  fn: RunningFunction,
  limits: FunctionLimits,
  onLimit: (limit: LimitName, limitMs: number, cost: RequestCost) => void,
): RequestWatch {
  const started = performance.now();
  const cpuAtStart = fn.cpuMs();
  const cost = (): RequestCost => {
    const now = fn.cpuMs();
    return {
      wallMs: Math.round(performance.now() - started),
      cpuMs: now === null || cpuAtStart === null ? null : now - cpuAtStart,
    };
  };
  const stop = (limit: LimitName, limitMs: number): void => {
    const spent = cost();
    clear();
    fn.terminate();
    onLimit(limit, limitMs, spent);
  };
  const wall = setTimeout(() => stop('wall clock', limits.wallClockMs), limits.wallClockMs);
  const cpu =
    cpuAtStart === null
      ? undefined
      : setInterval(() => {
          const spent = cost().cpuMs;
          if (spent !== null && spent > limits.cpuMs) stop('CPU time', limits.cpuMs);
        }, CPU_POLL_MS);
  const clear = (): void => {
    clearTimeout(wall);
    clearInterval(cpu);
  };
  return {
    end() {
      const spent = cost();
      clear();
      return spent;
    },
  };
}
