// npm run bench:export-leads [-- --leads 100000]
// Starts the embedded backend on a free port with a fresh data folder, inserts N leads with the
// secret key, then exports them as a staff user the way the staff workspace does, and prints the
// total time, the pages, and each call's wall-clock and CPU time as the relay measured them
// against hosted's Edge Functions limits. Exit status 1 if the export misses a lead or a call
// went over a limit.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { startLocalBackend } from '../../local-backend/src/start-local-backend';
import { adminClientFor, signedInClient } from '../../local-backend/src/test-support/test-backend';
import { HOSTED_FUNCTION_LIMITS } from '../../local-backend/src/functions/function-limits';

const CALL_COST = /^function export-leads GET (\d+): wall (\d+) ms, CPU (\d+|\?) ms$/;

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { leads: { type: 'string', default: '100000' } } });
  const leads = Number(values.leads);
  if (!Number.isInteger(leads) || leads < 1) throw new Error('--leads must be a positive whole number');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'export-bench-'));
  const lines: string[] = [];
  const backend = await startLocalBackend({
    port: 0,
    dataDir: path.join(dir, 'data'),
    log: (l) => lines.push(l),
    logEveryFunctionCost: true,
  });
  try {
    const admin = adminClientFor(backend);
    const { data: resource, error } = await admin
      .from('resources')
      .select('id')
      .eq('published', true)
      .limit(1)
      .single();
    if (error) throw new Error(error.message);
    const seeding = performance.now();
    for (let i = 0; i < leads; i += 5000) {
      const rows = Array.from({ length: Math.min(5000, leads - i) }, (_, k) => ({
        name: `Lead ${i + k}`,
        email: `lead${i + k}@bench.example`,
        company: `Company ${(i + k) % 997}`,
        resource_id: resource.id as string,
        created_at: new Date(Date.UTC(2026, 0, 1) + (i + k) * 1000).toISOString(),
      }));
      const insert = await admin.from('resource_leads').insert(rows);
      if (insert.error) throw new Error(insert.error.message);
    }
    console.log(`seeded ${leads} leads in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

    const staff = await signedInClient(backend, 'bench.staff@gcc-advisory.com', { staff: true });
    const token = (await staff.auth.getSession()).data.session?.access_token ?? '';
    const started = performance.now();
    lines.length = 0;
    const response = await fetch(`${backend.url}/functions/v1/export-leads`, {
      headers: { apikey: backend.publishableKey, Authorization: `Bearer ${token}` },
    });
    const text = await response.text();
    const totalMs = performance.now() - started;
    const rows = text.split('\r\n').length - 2;
    const calls = lines.map((l) => CALL_COST.exec(l)).filter((m): m is RegExpExecArray => m !== null);
    const warnings = lines.filter((l) => l.startsWith('WARNING: function export-leads'));
    console.log(
      `export: status ${response.status}, ${rows} rows, ${text.length} characters, ${(totalMs / 1000).toFixed(2)} s`,
    );
    for (const [, status, wall, cpu] of calls) console.log(`  call: ${status}, wall ${wall} ms, CPU ${cpu} ms`);
    for (const warning of warnings) console.log(`  ${warning}`);
    console.log(
      `limits: wall clock ${HOSTED_FUNCTION_LIMITS.wallClockMs} ms, CPU ${HOSTED_FUNCTION_LIMITS.cpuMs} ms per call`,
    );
    return rows === leads && warnings.length === 0 ? 0 : 1;
  } finally {
    await backend.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
