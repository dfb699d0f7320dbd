// npm run bench:telemetry [-- --rate 300 --seconds 60 --concurrency 50 --addresses 5000 --p99 200]
// Starts the embedded backend on a free port with a fresh data folder, sends visitors' beacons to
// collect-telemetry from many synthetic addresses, checks that the rollups add up to what was
// accepted, and prints sent, stored, lost and latency percentiles. Exit status 1 on FAIL.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalBackend } from '../../local-backend/src/start-local-backend';
import { formatReport } from './report';
import { runTelemetryBench } from './run';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      rate: { type: 'string', default: '300' },
      seconds: { type: 'string', default: '60' },
      concurrency: { type: 'string', default: '50' },
      addresses: { type: 'string', default: '5000' },
      p99: { type: 'string', default: '200' },
    },
  });
  const number = (name: keyof typeof values): number => {
    const value = Number(values[name]);
    if (!(value > 0)) throw new Error(`--${name} must be a positive number`);
    return value;
  };
  const plan = {
    rate: number('rate'),
    seconds: number('seconds'),
    concurrency: number('concurrency'),
    addresses: number('addresses'),
    maxP99Ms: number('p99'),
  };
  const dir = await mkdtemp(path.join(os.tmpdir(), 'telemetry-bench-'));
  const backend = await startLocalBackend({
    port: 0,
    dataDir: path.join(dir, 'data'),
    // The bench plays the visitors' proxy: each beacon names its synthetic address in X-Forwarded-For.
    clientAddress: { header: 'x-forwarded-for', proxies: 0 },
    log: () => {},
    logError: (l) => console.error(l),
  });
  try {
    console.log(
      `collect-telemetry on ${backend.url}: ${plan.rate} beacons/s for ${plan.seconds} s, ${plan.concurrency} in flight, ${plan.addresses} addresses`,
    );
    const report = await runTelemetryBench({
      ...plan,
      baseUrl: backend.url,
      serverKey: backend.secretKey,
      log: console.log,
    });
    console.log(formatReport(report));
    return report.pass ? 0 : 1;
  } finally {
    await backend.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(2);
  },
);
