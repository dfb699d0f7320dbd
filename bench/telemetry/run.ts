import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sendLoad, type Expected, type LoadPlan, type LoadResult } from './load';
import { judge, type BenchReport } from './report';
import { storedTotals } from './stored';

/** A bench run against a backend at `baseUrl` whose telemetry tables start empty. */
export interface BenchOptions extends Omit<LoadPlan, 'endpoint'> {
  baseUrl: string;
  serverKey: string;
  maxP99Ms: number;
  /** Send from this thread (jest cannot load the worker's TypeScript); default: a worker thread. */
  inProcess?: boolean;
  log?: (line: string) => void;
}

function merge(into: Expected, from: Expected): void {
  for (const [key, v] of from) {
    const row = into.get(key) ?? { loads: 0, errored: 0, crashed: 0, conversions: 0 };
    row.loads += v.loads;
    row.errored += v.errored;
    row.crashed += v.crashed;
    row.conversions += v.conversions;
    into.set(key, row);
  }
}

/** sendLoad in a worker thread (load-worker.ts; the TypeScript hook this process runs with is inherited). */
function sendLoadInWorker(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'load-worker.ts'), { workerData: plan });
    worker.once(
      'message',
      (message: (Omit<LoadResult, 'expected'> & { expected: [string, never][] }) | { error: string }) => {
        void worker.terminate();
        if ('error' in message) reject(new Error(message.error));
        else resolve({ ...message, expected: new Map(message.expected) });
      },
    );
    worker.once('error', reject);
  });
}

/**
 * Warms the function up (its Deno process, the database function's plan), sends the load, then
 * compares the rollups with what was accepted, warm-up included, and judges latency and rate.
 */
export async function runTelemetryBench(options: BenchOptions): Promise<BenchReport> {
  const endpoint = `${options.baseUrl}/functions/v1/collect-telemetry`;
  const since = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  // Two seconds at a third of the rate: Deno compiles the function's hot paths and PGlite plans
  // collect_telemetry's statements for batches, as in a running backend (a cold start under full
  // load stalled one run for 2.5 s). Its beacons are counted in the totals, not in the latency.
  const warmUp = await sendLoad({
    endpoint,
    rate: Math.max(1, Math.round(options.rate / 3)),
    seconds: Math.min(2, options.seconds),
    concurrency: Math.min(20, options.concurrency),
    addresses: 200,
  });
  options.log?.(`warm-up: ${warmUp.accepted}/${warmUp.sent} accepted`);
  const load = await (options.inProcess ? sendLoad : sendLoadInWorker)({
    rate: options.rate,
    seconds: options.seconds,
    concurrency: options.concurrency,
    addresses: options.addresses,
    endpoint,
  });
  merge(load.expected, warmUp.expected);
  const stored = await storedTotals(options.baseUrl, options.serverKey, since);
  return judge(load, stored, options.rate, options.maxP99Ms, warmUp.accepted);
}
