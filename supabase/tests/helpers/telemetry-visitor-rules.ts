import type { SqlRunner } from '../../../local-backend/src/database/sql-runner';
import { BEACON_LIMITS, type Beacon, sampleBeacon, SAMPLE_VERSIONS } from 'telemetry-contract';
import { runAs } from './role-session';
import { batchItem, pageLoadId } from './telemetry-batch';

const CAP = BEACON_LIMITS.loadsPerAddressPerMinute;
const COLLECT = `select public.collect_telemetry($1::jsonb, ${CAP}, null, $2) as counted`;
const RELEASE_CAP = BEACON_LIMITS.loadsPerAddressPerReleasePerMinute;
/** The visitors of the sample releases as a look of the canary watcher reads them (marketing's two arms, the shell's live one). */
const VISITORS = `select l.bundle, x.arm, x.visitors::int, x.errored_visitors::int as errored, x.crashed_visitors::int as crashed
  from (values ('marketing', '${SAMPLE_VERSIONS.marketing}', '${SAMPLE_VERSIONS.canary}'),
               ('shell', '${SAMPLE_VERSIONS.shell}', '${SAMPLE_VERSIONS.shell}')) as l(bundle, live, canary)
  cross join lateral public.telemetry_canary_look(l.bundle, l.live, l.canary, now() - interval '1 hour', now() + interval '1 minute') x
  where x.visitors > 0 order by 1, 2`;
const LOADS = `select version, arm, sum(page_loads)::int as loads from public.telemetry_rollups
  where bundle = 'marketing' group by 1, 2 order by 1, 2`;
const DROPPED = `select version, arm, sum(dropped_loads)::int as dropped from public.telemetry_rollups
  where bundle = 'marketing' group by 1, 2 order by 1, 2`;
const repeat = <T>(count: number, make: (i: number) => T): T[] => Array.from({ length: count }, (_, i) => make(i));

/** Runs statements as the migration owner, then collect_telemetry as the service role; rolled back. */
async function inTransaction(
  db: SqlRunner,
  body: (s: {
    sql: (query: string) => Promise<Record<string, unknown>[]>;
    collect: (...items: [string | null, Beacon][]) => Promise<unknown[]>;
    collectCapped: (cap: number | null, ...items: [string | null, Beacon][]) => Promise<unknown[]>;
  }) => Promise<void>,
) {
  await db.exec('begin');
  const sql = async (query: string) => {
    await db.exec('reset role');
    return (await db.query<Record<string, unknown>>(query)).rows;
  };
  const collectCapped = async (cap: number | null, ...items: [string | null, Beacon][]) => {
    await db.exec('set local role service_role');
    const batch = JSON.stringify(items.map(([address, beacon]) => batchItem(address, beacon)));
    const rows = (await db.query<{ counted: unknown[] }>(COLLECT, [batch, cap])).rows;
    await db.exec('reset role');
    return rows[0]!.counted;
  };
  const collect = (...items: [string | null, Beacon][]) => collectCapped(null, ...items);
  try {
    await body({ sql, collect, collectCapped });
  } finally {
    await db.exec('rollback');
  }
}

const shell = { bundle: 'shell', version: SAMPLE_VERSIONS.shell, arm: 'live' as const };
const marketing = (version: string, arm: 'live' | 'canary') => ({ bundle: 'marketing', version, arm });
const onCanary = (overrides: Partial<Beacon> = {}) =>
  sampleBeacon({ releases: [shell, marketing(SAMPLE_VERSIONS.canary, 'canary')], ...overrides });

/** The visitors migration: harm counted per visitor, and only for releases that run. */
export function describeVisitorRules(db: () => SqlRunner): void {
  it('counts one visitor once per release however many errored page loads it sends, and five as five', async () => {
    await inTransaction(db(), async (s) => {
      await s.collect(...repeat(CAP - 1, (): [string, Beacon] => ['forger', onCanary({ errored: ['marketing'] })]));
      const load = pageLoadId(1);
      await s.collect(['forger', onCanary({ load })]);
      await s.collect(['forger', onCanary({ first: false, load, routes: [], crashed: ['marketing'] })]);
      await s.collect(...repeat(4, (i): [string, Beacon] => [`forger-${i}`, onCanary({ errored: ['marketing'] })]));
      expect((await s.sql(VISITORS)).find((row) => row.arm === 'canary')).toEqual({
        bundle: 'marketing',
        arm: 'canary',
        visitors: 5,
        errored: 5,
        crashed: 1,
      });
      expect(await s.sql(LOADS)).toEqual([{ version: SAMPLE_VERSIONS.canary, arm: 'canary', loads: CAP + 4 }]);
    });
  });

  it(`counts at most ${RELEASE_CAP} page loads a minute of one release from one address`, async () => {
    await inTransaction(db(), async (s) => {
      const loads = repeat(RELEASE_CAP + 2, (i): [string, Beacon] => ['a', onCanary({ load: pageLoadId(i) })]);
      expect(await s.collectCapped(RELEASE_CAP, ...loads.slice(0, 2))).toEqual([true, true]);
      expect(await s.collectCapped(RELEASE_CAP, ...loads.slice(2))).toEqual(repeat(RELEASE_CAP, () => true));
      expect(await s.sql(LOADS)).toEqual([{ version: SAMPLE_VERSIONS.canary, arm: 'canary', loads: RELEASE_CAP }]);
      // The two over the cap are counted as dropped, so a canary knows its counts are partial.
      expect(await s.sql(DROPPED)).toEqual([{ version: SAMPLE_VERSIONS.canary, arm: 'canary', dropped: 2 }]);
      // The shell's release is another: its own allowance is spent too; another address has its own.
      await s.collectCapped(RELEASE_CAP, ['b', onCanary()]);
      expect((await s.sql(LOADS))[0]).toMatchObject({ loads: RELEASE_CAP + 1 });
      // A page load over the cap reports nothing later for that release.
      const over = onCanary({ first: false, load: pageLoadId(RELEASE_CAP + 1), routes: [], errored: ['marketing'] });
      await s.collectCapped(RELEASE_CAP, ['a', over]);
      expect((await s.sql(VISITORS)).find((row) => row.arm === 'canary')).toMatchObject({ visitors: 2, errored: 0 });
    });
  });

  it('counts beacons of unknown addresses as one visitor per minute', async () => {
    await inTransaction(db(), async (s) => {
      await s.collect(...repeat(3, (): [null, Beacon] => [null, sampleBeacon({ errored: ['shell'] })]));
      expect((await s.sql(VISITORS)).find((row) => row.bundle === 'shell')).toMatchObject({ visitors: 1, errored: 1 });
    });
  });

  it('counts a release only while the journal has it live or as the running canary (5 minutes of grace)', async () => {
    await inTransaction(db(), async (s) => {
      const [old, live, candidate, other] = [
        '20261101-000000-aaaaaaa',
        SAMPLE_VERSIONS.marketing,
        SAMPLE_VERSIONS.canary,
        '20261102-000000-bbbbbbb',
      ];
      await s.sql(`insert into public.release_switches (at, bundle, version, previous, kind, share, reason) values
        (now() - interval '2 hours', 'marketing', '${old}', null, 'release', null, 'r'),
        (now() - interval '3 minutes', 'marketing', '${live}', '${old}', 'release', null, 'r'),
        (now() - interval '1 minute', 'marketing', '${candidate}', '${live}', 'canary-start', 10, 'c')`);
      await s.sql(`insert into public.release_canaries (bundle, version, live, share, lease_until, status, started_at, updated_at)
        values ('marketing', '${candidate}', '${live}', 10, now() + interval '1 hour', 'running', now() - interval '1 minute', now())`);
      const page = (version: string, arm: 'live' | 'canary') =>
        sampleBeacon({ releases: [shell, marketing(version, arm)] });
      await s.collect(
        ['a', page(live, 'live')],
        ['b', page(candidate, 'canary')],
        ['c', page(old, 'live')], // live until 3 minutes ago: within the grace
        ['d', page(other, 'live')], // never released
        ['e', page(live, 'canary')], // live, not the canary
        ['f', page(other, 'canary')],
      );
      expect(await s.sql(LOADS)).toEqual(
        [
          { version: old, arm: 'live', loads: 1 },
          { version: live, arm: 'live', loads: 1 },
          { version: candidate, arm: 'canary', loads: 1 },
        ].sort((x, y) => x.version.localeCompare(y.version)),
      );
      // Past the grace, the old release is refused; the shell, which the journal never named, is not checked.
      await s.sql("update public.release_switches set at = at - interval '3 minutes'");
      await s.sql(
        "update public.release_canaries set updated_at = now() - interval '10 minutes', started_at = now() - interval '4 minutes'",
      );
      const running = (version: string, arm: string) =>
        `select public.telemetry_release_running('marketing', '${version}', '${arm}', now()) as ok`;
      expect(await s.sql(running(old, 'live'))).toEqual([{ ok: false }]);
      await s.collect(['g', page(old, 'live')], ['h', page(candidate, 'canary')]);
      expect((await s.sql(LOADS)).map((row) => row.loads)).toEqual([1, 1, 2]);
      const shellLoads = "select sum(page_loads)::int as n from public.telemetry_rollups where bundle = 'shell'";
      expect(await s.sql(shellLoads)).toEqual([{ n: 8 }]);
    });
  });

  it("replaces a visitor's key once its day is over, keeping the counts", async () => {
    await inTransaction(db(), async (s) => {
      await s.collect(['a', onCanary({ errored: ['marketing'] })]);
      await s.sql("update public.telemetry_visitors set day = day - 1, minute = now() - interval '10 minutes'");
      await s.sql("update public.telemetry_housekeeping set last_run = '-infinity'");
      await s.collect(['b', sampleBeacon()]);
      const keys = await s.sql(
        "select count(*)::int as n from public.telemetry_visitors where visitor_key like 'visitor:a'",
      );
      expect(keys).toEqual([{ n: 0 }]);
      expect((await s.sql(VISITORS)).find((row) => row.arm === 'canary')).toMatchObject({ visitors: 1, errored: 1 });
    });
  });

  it('lets staff and the service role read the counts, and nobody the keys', async () => {
    const seeded = `select public.collect_telemetry($$${JSON.stringify([batchItem('a', sampleBeacon())])}$$::jsonb, ${CAP}, null)`;
    const read = `select count(*)::int as n from (${VISITORS}) as seen`;
    expect(await runAs(db(), 'staff', read, [], { setup: seeded })).toEqual({ ok: true, rows: [{ n: 2 }] });
    expect(await runAs(db(), 'service_role', read, [], { setup: seeded })).toEqual({ ok: true, rows: [{ n: 2 }] });
    expect(await runAs(db(), 'authenticated', read, [], { setup: seeded })).toEqual({ ok: true, rows: [{ n: 0 }] });
    expect(await runAs(db(), 'anon', read, [], { setup: seeded })).toMatchObject({ ok: false, code: '42501' });
    for (const role of ['staff', 'service_role'] as const)
      expect(await runAs(db(), role, 'select visitor_key from public.telemetry_visitors')).toMatchObject({
        ok: false,
        code: '42501',
      });
  });
}
