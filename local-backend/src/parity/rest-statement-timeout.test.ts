import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SUPABASE_DIR } from '../paths';
import { STATEMENT_TIMEOUT_MS } from '../rest/role-transaction';
import { startLocalBackend, type LocalBackend } from '../start-local-backend';
import { copyTemplateDatabase } from '../test-support/template-database';
import { signedInClient } from '../test-support/test-backend';

// Hosted Supabase's statement_timeout role settings (anon 3 s, authenticated 8 s, service_role
// none; supabase.com/docs/guides/database/postgres/timeouts), answered as PostgREST answers 57014.
// Local only: it needs a slow function, added by an extra migration to a copy of supabase/.
let backend: LocalBackend;
let tempDir: string;

beforeAll(async () => {
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'rest-timeout-'));
  const supabaseDir = path.join(tempDir, 'supabase');
  await cp(SUPABASE_DIR, supabaseDir, {
    recursive: true,
    filter: (source) => !/[\\/](functions|documents|tests|types)$/.test(source),
  });
  await writeFile(
    path.join(supabaseDir, 'migrations', '29990101000000_slow_function.sql'),
    `create function public.sleep_for(seconds double precision) returns integer language sql as $$
       select 1 from pg_sleep(seconds) $$;
     grant execute on function public.sleep_for(double precision) to anon, authenticated, service_role;
     create table public.timeout_probe (note text);
     grant select, insert on public.timeout_probe to anon, service_role;
     create function public.write_then_sleep(seconds double precision) returns integer language sql as $$
       insert into public.timeout_probe values ('written before the timeout');
       select 1 from pg_sleep(seconds) $$;
     grant execute on function public.write_then_sleep(double precision) to anon;`,
  );
  // The template has every migration of supabase/; opening it applies the slow function's.
  await copyTemplateDatabase(path.join(tempDir, 'data'));
  backend = await startLocalBackend({ port: 0, dataDir: path.join(tempDir, 'data'), supabaseDir, log: () => {} });
}, 60_000);
afterAll(async () => {
  await backend?.stop();
  await rm(tempDir, { recursive: true, force: true });
});

const sleep = (seconds: number, key: string, routine = 'sleep_for') =>
  fetch(`${backend.url}/rest/v1/rpc/${routine}`, {
    method: 'POST',
    headers: { apikey: backend.publishableKey, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ seconds }),
  });

describe('statement timeouts per role', () => {
  it('cancels an anon statement over 3 s: 500 57014 (hosted role settings; PostgREST src/PostgREST/Error.hs pgErrorStatus 57)', async () => {
    const response = await sleep(3.2, backend.publishableKey);
    expect({ status: response.status, body: (await response.json()) as unknown }).toEqual({
      status: 500,
      body: { code: '57014', message: 'canceling statement due to statement timeout', details: null, hint: null },
    });
  }, 20_000);

  it('answers at the limit, not when a longer statement ends (hosted cancels it there)', async () => {
    const started = performance.now();
    const response = await sleep(4.5, backend.publishableKey);
    const elapsed = performance.now() - started;
    expect({ status: response.status, code: ((await response.json()) as { code?: string }).code }).toEqual({
      status: 500,
      code: '57014',
    });
    expect(elapsed).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS.anon ?? 0);
    expect(elapsed).toBeLessThan((STATEMENT_TIMEOUT_MS.anon ?? 0) + 400);
  }, 20_000);

  it('keeps nothing of a statement over the limit, and the next request waits for it, then works', async () => {
    const timedOut = await sleep(4.5, backend.publishableKey, 'write_then_sleep');
    expect(timedOut.status).toBe(500);
    // The database runs one statement at a time: this read is answered once the sleep has ended
    // and its transaction has rolled back.
    const started = performance.now();
    const rows = await fetch(`${backend.url}/rest/v1/timeout_probe?select=note`, {
      headers: { apikey: backend.secretKey, Authorization: `Bearer ${backend.secretKey}` },
    });
    expect({ status: rows.status, body: (await rows.json()) as unknown }).toEqual({ status: 200, body: [] });
    expect(performance.now() - started).toBeGreaterThan(1000);
  }, 20_000);

  it("lets authenticated run past anon's 3 s (hosted role settings)", async () => {
    const user = await signedInClient(backend, 'slow.reader@example.com');
    const { data, error } = await user.rpc('sleep_for', { seconds: 3.2 });
    expect({ data, error }).toEqual({ data: 1, error: null });
  }, 20_000);

  it('cancels an authenticated statement over 8 s (hosted role settings)', async () => {
    const user = await signedInClient(backend, 'slower.reader@example.com');
    const { error, status } = await user.rpc('sleep_for', { seconds: 8.2 });
    expect({ status, code: error?.code }).toEqual({ status: 500, code: '57014' });
  }, 30_000);
});
