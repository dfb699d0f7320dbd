import type { SqlRunner } from '../../../local-backend/src/database/sql-runner';
import { BEACON_LIMITS, type Beacon, sampleBeacon, SAMPLE_VERSIONS } from 'telemetry-contract';
import { batchItem, pageLoadId } from './telemetry-batch';
import { claimsFor, runAs, type TestRole } from './role-session';

const CAP = BEACON_LIMITS.loadsPerAddressPerMinute;
const COLLECT = 'select public.collect_telemetry($1::jsonb, $2, $3) as counted';
/** collect_telemetry's batch: a null address is one the function could not tell. */
const batchOf = (items: [address: string | null, beacon: Beacon][]): string =>
  JSON.stringify(items.map(([address_key, beacon]) => batchItem(address_key, beacon)));
const repeat = <T>(count: number, item: T): T[] => Array.from({ length: count }, () => item);
const DROPPED = `select bundle, arm, route, sum(page_loads)::int as loads, sum(dropped_loads)::int as dropped_loads,
  sum(dropped_updates)::int as dropped_updates from public.telemetry_rollups group by 1, 2, 3 order by 1, 2, 3`;

interface Session {
  as(role: TestRole, sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  collect(items: [string | null, Beacon][], globalCap?: number | null): Promise<(boolean | null)[]>;
}

/** Runs `body` in one transaction, rolled back at the end, so every check starts from the seed. */
async function inTransaction(db: SqlRunner, body: (session: Session) => Promise<void>): Promise<void> {
  await db.exec('begin');
  const as: Session['as'] = async (role, sql, params = []) => {
    await db.exec('reset role');
    if (role !== 'postgres') {
      await db.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claimsFor(role))]);
      await db.exec(`set local role ${role === 'staff' ? 'authenticated' : role}`);
    }
    return (await db.query<Record<string, unknown>>(sql, params)).rows;
  };
  const collect: Session['collect'] = async (items, globalCap = null) =>
    (await as('service_role', COLLECT, [batchOf(items), CAP, globalCap]))[0]?.counted as (boolean | null)[];
  try {
    await body({ as, collect });
  } finally {
    await db.exec('rollback');
  }
}

/** The dropped-telemetry migration: caps count what they drop, unknown addresses share a global cap. */
export function describeDroppedTelemetryRules(db: () => SqlRunner): void {
  it('counts the page loads a per-address cap drops, per release, on their landing route', async () => {
    await inTransaction(db(), async (s) => {
      const counted = await s.collect(repeat(CAP + 2, ['a', sampleBeacon({ routes: ['/services'] })]));
      expect(counted).toEqual([...repeat(CAP, true), false, false]);
      expect(await s.as('postgres', DROPPED)).toEqual([
        { bundle: 'marketing', arm: 'live', route: '/services', loads: CAP, dropped_loads: 2, dropped_updates: 0 },
        { bundle: 'shell', arm: 'live', route: '/services', loads: CAP, dropped_loads: 2, dropped_updates: 0 },
      ]);
    });
  });

  it('counts a dropped later beacon as a lost report, or as a page load for a release it counts first', async () => {
    await inTransaction(db(), async (s) => {
      await s.collect(repeat(CAP, ['b', sampleBeacon({ first: false, load: pageLoadId(1), routes: [] })]));
      const late = sampleBeacon({
        first: false,
        load: pageLoadId(1),
        routes: ['/about'],
        errored: ['shell'],
        releases: [
          { bundle: 'shell', version: SAMPLE_VERSIONS.shell, arm: 'live' },
          { bundle: 'marketing', version: SAMPLE_VERSIONS.marketing, arm: 'canary', counted: true },
        ],
      });
      expect(await s.collect([['b', late]])).toEqual([false]);
      const rows = (await s.as('postgres', DROPPED)).filter((row) => row.route === '/about');
      expect(rows).toEqual([
        { bundle: 'marketing', arm: 'canary', route: '/about', loads: 0, dropped_loads: 1, dropped_updates: 0 },
        { bundle: 'shell', arm: 'live', route: '/about', loads: 0, dropped_loads: 0, dropped_updates: 1 },
      ]);
    });
  });

  it('puts beacons of unknown addresses under one global cap, apart from the per-address ones', async () => {
    await inTransaction(db(), async (s) => {
      const unknown = repeat(5, [null, sampleBeacon()] as [null, Beacon]);
      expect(await s.collect([...unknown, ['c', sampleBeacon()]], 3)).toEqual([true, true, true, false, false, true]);
      // The global counter goes on across calls within the minute; known addresses never reach it.
      expect(
        await s.collect(
          [
            [null, sampleBeacon()],
            ['d', sampleBeacon()],
          ],
          3,
        ),
      ).toEqual([false, true]);
      expect(await s.as('postgres', DROPPED)).toEqual([
        { bundle: 'marketing', arm: 'live', route: '/', loads: 5, dropped_loads: 3, dropped_updates: 0 },
        { bundle: 'shell', arm: 'live', route: '/', loads: 5, dropped_loads: 3, dropped_updates: 0 },
      ]);
      // Without a global cap (the argument left out), unknown addresses are not limited at all.
      expect(await s.collect(repeat(CAP + 1, [null, sampleBeacon()]))).toEqual(repeat(CAP + 1, true));
    });
  });

  it('returns the dropped counts from telemetry_release_health and telemetry_release_series', async () => {
    await inTransaction(db(), async (s) => {
      const loads = repeat(CAP + 4, ['e', sampleBeacon()] as [string, Beacon]);
      const later = sampleBeacon({ first: false, load: pageLoadId(1) });
      await s.collect([...loads, ...repeat(CAP + 1, ['e', later] as [string, Beacon])]);
      const health = await s.as(
        'staff',
        "select bundle, arm, page_loads::int, dropped_loads::int, dropped_updates::int from public.telemetry_release_health(now() - interval '1 hour') where bundle = 'marketing'",
      );
      expect(health).toEqual([
        { bundle: 'marketing', arm: 'live', page_loads: CAP, dropped_loads: 4, dropped_updates: 1 },
      ]);
      const series = await s.as(
        'staff',
        "select page_loads::int, dropped_loads::int, dropped_updates::int from public.telemetry_release_series(now() - interval '1 hour', now() + interval '1 minute', interval '1 hour') where bundle = 'marketing'",
      );
      expect(series).toEqual([{ page_loads: CAP, dropped_loads: 4, dropped_updates: 1 }]);
    });
  });

  it('keeps the dropped counts when minutes are merged into hours', async () => {
    await inTransaction(db(), async (s) => {
      const hour = "date_trunc('hour', now() - interval '3 days')";
      await s.as(
        'postgres',
        `insert into public.telemetry_rollups (minute, bundle, version, arm, route, mobile, dropped_loads, dropped_updates)
         values (${hour} + interval '5 minutes', 'marketing', 'v', 'live', '/', false, 1, 2),
                (${hour} + interval '10 minutes', 'marketing', 'v', 'live', '/', false, 3, 4)`,
      );
      await s.as('postgres', "update public.telemetry_housekeeping set last_run = '-infinity'");
      await s.collect([['f', sampleBeacon()]]);
      expect(
        await s.as(
          'postgres',
          `select (minute = ${hour}) as on_the_hour, dropped_loads, dropped_updates from public.telemetry_rollups where version = 'v'`,
        ),
      ).toEqual([{ on_the_hour: true, dropped_loads: 4, dropped_updates: 6 }]);
    });
  });

  it('lets only the service role call collect_telemetry, and only staff read the dropped counts', async () => {
    const batch = batchOf(repeat(CAP + 1, ['k', sampleBeacon()] as [string, Beacon]));
    for (const role of ['anon', 'authenticated', 'staff'] as const)
      expect(await runAs(db(), role, COLLECT, [batch, CAP, 10])).toMatchObject({ ok: false, code: '42501' });
    const seeded = `select public.collect_telemetry($$${batch}$$::jsonb, ${CAP}, 10)`;
    const read = 'select coalesce(sum(dropped_loads), 0)::int as dropped from public.telemetry_rollups';
    expect(await runAs(db(), 'staff', read, [], { setup: seeded })).toEqual({ ok: true, rows: [{ dropped: 2 }] });
    expect(await runAs(db(), 'authenticated', read, [], { setup: seeded })).toEqual({
      ok: true,
      rows: [{ dropped: 0 }],
    });
    expect(await runAs(db(), 'anon', read, [], { setup: seeded })).toMatchObject({ ok: false, code: '42501' });
    const health = "select count(*)::int as n from public.telemetry_release_health(now() - interval '1 hour')";
    expect(await runAs(db(), 'authenticated', health, [], { setup: seeded })).toEqual({ ok: true, rows: [{ n: 0 }] });
    const write = 'update public.telemetry_rollups set dropped_loads = 0';
    for (const role of ['anon', 'authenticated', 'staff', 'service_role'] as const)
      expect(await runAs(db(), role, write, [], { setup: seeded })).toMatchObject({ ok: false, code: '42501' });
  });
}
