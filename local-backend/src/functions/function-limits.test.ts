import { appendFile, cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SUPABASE_DIR } from '../paths';
import { startLocalBackend, type LocalBackend } from '../start-local-backend';
import { copyTemplateDatabase } from '../test-support/template-database';
import { HOSTED_FUNCTION_LIMITS, functionLimits, notableCost } from './function-limits';

// Hosted's wall-clock and CPU limits of Edge Functions, set low so the test stays short. A slow
// function is added to a copy of supabase/: `?sleep=<ms>` waits, `?spin=<ms>` keeps the CPU busy.
const LIMITS = { wallClockMs: 2500, cpuMs: 500 };
let backend: LocalBackend;
let tempDir: string;
const lines: string[] = [];

beforeAll(async () => {
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'function-limits-'));
  const supabaseDir = path.join(tempDir, 'supabase');
  await cp(SUPABASE_DIR, supabaseDir, {
    recursive: true,
    filter: (source) => !/[\\/](functions|documents|tests|types)$/.test(source),
  });
  await mkdir(path.join(supabaseDir, 'functions', 'slow-fn'), { recursive: true });
  await writeFile(
    path.join(supabaseDir, 'functions', 'slow-fn', 'index.ts'),
    `import process from 'node:process';
     // Busy until this much CPU time is spent (not wall time: a shared machine may give less).
     const spent = () => { const { user, system } = process.cpuUsage(); return user + system; };
     const spin = (ms: number) => {
       const until = spent() + ms * 1000;
       while (spent() < until) { /* busy */ }
     };
     Deno.serve(async (request) => {
       const params = new URL(request.url).searchParams;
       await new Promise((resolve) => setTimeout(resolve, Number(params.get('sleep') ?? 0)));
       spin(Number(params.get('spin') ?? 0));
       return new Response('done');
     });`,
  );
  await appendFile(path.join(supabaseDir, 'config.toml'), '\n[functions.slow-fn]\nverify_jwt = false\n');
  await copyTemplateDatabase(path.join(tempDir, 'data'));
  backend = await startLocalBackend({
    port: 0,
    dataDir: path.join(tempDir, 'data'),
    supabaseDir,
    functionLimits: LIMITS,
    log: (line) => lines.push(line),
  });
}, 120_000);
afterAll(async () => {
  await backend?.stop();
  await rm(tempDir, { recursive: true, force: true });
});

async function call(query: string): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${backend.url}/functions/v1/slow-fn?${query}`);
  return { status: response.status, body: await response.text(), ms: performance.now() - started };
}

describe('Edge Functions under hosted limits', () => {
  it("defaults to hosted's Free plan: 150 s wall clock, 2 s CPU; refuses a limit that is not a positive number", () => {
    expect(functionLimits()).toEqual({ wallClockMs: 150_000, cpuMs: 2000 });
    expect(functionLimits({ cpuMs: 50 })).toEqual({ ...HOSTED_FUNCTION_LIMITS, cpuMs: 50 });
    expect(() => functionLimits({ wallClockMs: 0 })).toThrow(
      'function limit wallClockMs must be a positive number of ms',
    );
  });

  it('answers a request within the limits and logs its wall-clock and CPU time', async () => {
    await call('sleep=0'); // the first request also starts Deno
    lines.length = 0;
    const answer = await call('sleep=100&spin=200');
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: 'done' });
    const cost = lines
      .map((line) => /^function slow-fn GET 200: wall (\d+) ms, CPU (\d+) ms$/.exec(line))
      .find(Boolean);
    expect(Number(cost?.[1])).toBeGreaterThanOrEqual(300);
    // The busy loop's 200 ms, measured in ticks of 10 ms; the sleep costs none.
    expect(Number(cost?.[2])).toBeGreaterThanOrEqual(180);
    expect(Number(cost?.[2])).toBeLessThan(LIMITS.cpuMs);
  }, 120_000);

  it('logs only the requests past a quarter of a limit, so ordinary traffic leaves no line', async () => {
    await call('sleep=0');
    lines.length = 0;
    expect((await call('sleep=0')).status).toBe(200);
    expect(lines.filter((line) => line.startsWith('function slow-fn GET'))).toEqual([]);
    expect(notableCost({ wallMs: 10, cpuMs: 5 }, LIMITS)).toBe(false);
    expect(notableCost({ wallMs: LIMITS.wallClockMs / 4, cpuMs: 0 }, LIMITS)).toBe(true);
    expect(notableCost({ wallMs: 0, cpuMs: LIMITS.cpuMs / 4 }, LIMITS)).toBe(true);
  }, 120_000);

  it('stops a request at the wall-clock limit with 546 WORKER_RESOURCE_LIMIT (hosted: "Edge Functions status codes")', async () => {
    await call('sleep=0');
    lines.length = 0;
    const answer = await call('sleep=5000');
    expect({ status: answer.status, body: JSON.parse(answer.body) as unknown }).toEqual({
      status: 546,
      body: {
        code: 'WORKER_RESOURCE_LIMIT',
        message: 'Function slow-fn was stopped at its wall clock limit (2500 ms).',
      },
    });
    expect(answer.ms).toBeGreaterThanOrEqual(LIMITS.wallClockMs);
    expect(answer.ms).toBeLessThan(LIMITS.wallClockMs + 500);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^WARNING: function slow-fn stopped at its wall clock limit of 2500 ms \(wall \d+ ms, CPU \d+ ms\)$/,
      ),
    );
  }, 120_000);

  it('stops a request over the CPU limit with 546 and names the function, its CPU time and the limit', async () => {
    await call('sleep=0');
    lines.length = 0;
    const answer = await call('spin=4000');
    expect(answer.status).toBe(546);
    expect(JSON.parse(answer.body)).toEqual({
      code: 'WORKER_RESOURCE_LIMIT',
      message: 'Function slow-fn was stopped at its CPU time limit (500 ms).',
    });
    const warning = lines
      .map((line) =>
        /^WARNING: function slow-fn stopped at its CPU time limit of 500 ms \(wall \d+ ms, CPU (\d+) ms\)$/.exec(line),
      )
      .find(Boolean);
    expect(Number(warning?.[1])).toBeGreaterThan(LIMITS.cpuMs);
  }, 120_000);

  it('starts the function again for the next request after a stop', async () => {
    expect((await call('sleep=5000')).status).toBe(546);
    expect(await call('sleep=10')).toMatchObject({ status: 200, body: 'done' });
  }, 120_000);
});
