import { sampleBeacon, SAMPLE_VERSIONS } from 'telemetry-contract';

/** A beacon (telemetry-contract's type, as the sample gives it). */
type Beacon = ReturnType<typeof sampleBeacon>;

/** What one run sends: `rate` beacons a second for `seconds`, at most `concurrency` in flight. */
export interface LoadPlan {
  /** The collect-telemetry endpoint, e.g. http://localhost:PORT/functions/v1/collect-telemetry. */
  endpoint: string;
  rate: number;
  seconds: number;
  concurrency: number;
  /** Distinct synthetic client addresses, used in turn (sent as x-forwarded-for). */
  addresses: number;
}

/** Per release (`bundle@version/arm`), what the accepted beacons add to the rollups. */
export type Expected = Map<string, { loads: number; errored: number; crashed: number; conversions: number }>;

export interface LoadResult {
  sent: number;
  /** Answered 204. */
  accepted: number;
  /** Answers other than 204, by status (0: no answer). */
  failures: Record<number, number>;
  latenciesMs: number[];
  elapsedMs: number;
  expected: Expected;
}

const CANARY = { bundle: 'marketing', version: SAMPLE_VERSIONS.canary, arm: 'canary' as const };

/** The i-th beacon of a run: a mix of live and canary page loads, some errored, crashed or converting. */
export function benchBeacon(i: number): Beacon {
  const canary = i % 10 === 0;
  const base = sampleBeacon();
  return sampleBeacon({
    releases: canary ? [base.releases[0]!, CANARY] : base.releases,
    routes: [['/', '/services', '/about'][i % 3]!],
    mobile: i % 2 === 0,
    errored: i % 17 === 0 ? ['marketing'] : [],
    crashed: i % 101 === 0 ? ['shell'] : [],
    errors:
      i % 17 === 0 ? [{ bundle: 'marketing', message: `TypeError: bench ${i % 3}`, frames: ['main.js:1:1'] }] : [],
    vitals: [
      { name: 'LCP', value: 800 + (i % 40) * 100, route: '/' },
      { name: 'INP', value: 40 + (i % 30) * 10, route: '/' },
      { name: 'CLS', value: (i % 20) / 100, route: '/' },
    ],
    conversions: i % 50 === 0 ? [{ kind: 'contact-sent', route: '/' }] : [],
  });
}

function count(expected: Expected, beacon: Beacon): void {
  for (const r of beacon.releases) {
    const key = `${r.bundle}@${r.version}/${r.arm}`;
    const row = expected.get(key) ?? { loads: 0, errored: 0, crashed: 0, conversions: 0 };
    row.loads += beacon.first ? 1 : 0;
    row.errored += beacon.errored.includes(r.bundle) ? 1 : 0;
    row.crashed += beacon.crashed.includes(r.bundle) ? 1 : 0;
    row.conversions += beacon.conversions.length;
    expected.set(key, row);
  }
}

/** Sends the plan's beacons on schedule (beacon i at i / rate seconds) and records each answer. */
export async function sendLoad(plan: LoadPlan): Promise<LoadResult> {
  const total = Math.round(plan.rate * plan.seconds);
  const result: LoadResult = { sent: 0, accepted: 0, failures: {}, latenciesMs: [], elapsedMs: 0, expected: new Map() };
  const start = performance.now();
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < total; i = next++) {
      const due = start + (i * 1000) / plan.rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const beacon = benchBeacon(i);
      const address = `10.${(i % plan.addresses) >> 16}.${((i % plan.addresses) >> 8) & 255}.${(i % plan.addresses) & 255}`;
      const sentAt = performance.now();
      let status = 0;
      try {
        const response = await fetch(plan.endpoint, {
          method: 'POST',
          headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': address },
          body: JSON.stringify(beacon),
        });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        status = 0;
      }
      result.latenciesMs.push(performance.now() - sentAt);
      result.sent++;
      if (status === 204) {
        result.accepted++;
        count(result.expected, beacon);
      } else result.failures[status] = (result.failures[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: plan.concurrency }, worker));
  result.elapsedMs = performance.now() - start;
  return result;
}
