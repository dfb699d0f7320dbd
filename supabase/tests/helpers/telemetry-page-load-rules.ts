import type { SqlRunner } from '../../../local-backend/src/database/sql-runner';
import { BEACON_LIMITS, type Beacon, sampleBeacon, SAMPLE_VERSIONS } from 'telemetry-contract';
import { batchItem, pageLoadId } from './telemetry-batch';
import { runAs } from './role-session';

const CAP = BEACON_LIMITS.loadsPerAddressPerMinute;
const COLLECT = 'select public.collect_telemetry($1::jsonb, $2, $3) as counted';
const TOTALS = `select bundle, arm, sum(page_loads)::int as loads, sum(errored)::int as errored,
  sum(crashed)::int as crashed, sum(conversions)::int as conversions
  from public.telemetry_rollups group by 1, 2 order by 1, 2`;
const repeat = <T>(count: number, item: T): T[] => Array.from({ length: count }, () => item);

interface Session {
  sql(query: string): Promise<Record<string, unknown>[]>;
  /** Runs `attempt`, which must fail, and undoes it so the transaction goes on. */
  failing(attempt: () => Promise<unknown>): Promise<unknown>;
  collect(...items: [string | null, Beacon][]): Promise<(boolean | null)[]>;
}

/** Runs `body` in one transaction, rolled back at the end, so every check starts from the seed. */
async function inTransaction(db: SqlRunner, body: (session: Session) => Promise<void>): Promise<void> {
  await db.exec('begin');
  const sql: Session['sql'] = async (query) => {
    await db.exec('reset role');
    return (await db.query<Record<string, unknown>>(query)).rows;
  };
  const collect: Session['collect'] = async (...items) => {
    await db.exec('set local role service_role');
    const batch = JSON.stringify(items.map(([address, beacon]) => batchItem(address, beacon)));
    const rows = (await db.query<{ counted: (boolean | null)[] }>(COLLECT, [batch, CAP, null])).rows;
    await db.exec('reset role');
    return rows[0]!.counted;
  };
  const failing: Session['failing'] = async (attempt) => {
    await db.exec('savepoint attempt');
    const error = await attempt().then(
      () => null,
      (e: unknown) => e,
    );
    await db.exec('rollback to savepoint attempt');
    return error;
  };
  try {
    await body({ sql, collect, failing });
  } finally {
    await db.exec('rollback');
  }
}

const load = pageLoadId(7);
const later = (overrides: Partial<Beacon>) =>
  sampleBeacon({ first: false, load, routes: [], vitals: [], ...overrides });
const conversion = [{ kind: 'contact-sent' as const, route: '/contact' }];

/** The page-load migration: each page load counts once, follow-ups need a page load seen begin. */
export function describePageLoadRules(db: () => SqlRunner): void {
  it('counts a page load once however many beacons it sends: 1 first and 30 later ones add one of each', async () => {
    await inTransaction(db(), async (s) => {
      const loud = later({ errored: ['marketing'], crashed: ['marketing'], conversions: conversion });
      const answers = await s.collect(['a', sampleBeacon({ load })], ...repeat(CAP, ['a', loud] as [string, Beacon]));
      expect(answers).toEqual(repeat(CAP + 1, true));
      // A second "first" beacon with the same id is read as a later one: no second page load.
      await s.collect(['b', sampleBeacon({ load, errored: ['marketing'] })]);
      expect(await s.sql(TOTALS)).toEqual([
        { bundle: 'marketing', arm: 'live', loads: 1, errored: 1, crashed: 1, conversions: 1 },
        { bundle: 'shell', arm: 'live', loads: 1, errored: 0, crashed: 0, conversions: 1 },
      ]);
    });
  });

  it('refuses a later beacon of a page load it never saw begin, stores nothing of it, and counts it nowhere', async () => {
    await inTransaction(db(), async (s) => {
      const forged = later({ errored: ['marketing'], errors: [{ bundle: 'marketing', message: 'x', frames: [] }] });
      expect(await s.collect(['a', forged], ['a', sampleBeacon()])).toEqual([null, true]);
      expect(await s.sql(TOTALS)).toEqual([
        { bundle: 'marketing', arm: 'live', loads: 1, errored: 0, crashed: 0, conversions: 0 },
        { bundle: 'shell', arm: 'live', loads: 1, errored: 0, crashed: 0, conversions: 0 },
      ]);
      const rest = await s.sql(
        'select (select count(*) from public.telemetry_errors)::int as errors, (select coalesce(sum(dropped_updates), 0) from public.telemetry_rollups)::int as dropped',
      );
      expect(rest).toEqual([{ errors: 0, dropped: 0 }]);
    });
  });

  it('recognises a page load begun earlier in the same batch, and forgets it 12 hours after it began', async () => {
    await inTransaction(db(), async (s) => {
      expect(await s.collect(['a', sampleBeacon({ load })], ['a', later({ errored: ['shell'] })])).toEqual([
        true,
        true,
      ]);
      await s.sql("update public.telemetry_page_loads set began = now() - interval '13 hours'");
      await s.sql("update public.telemetry_housekeeping set last_run = '-infinity'");
      expect(await s.sql('select count(*)::int as n from public.telemetry_page_load_releases')).toEqual([{ n: 2 }]);
      await s.collect(['b', sampleBeacon()]);
      const left =
        'select (select count(*) from public.telemetry_page_loads)::int as loads, (select count(*) from public.telemetry_page_load_releases)::int as releases';
      expect(await s.sql(left)).toEqual([{ loads: 0, releases: 0 }]);
      expect(await s.collect(['a', later({ crashed: ['shell'] })])).toEqual([null]);
    });
  });

  it("counts a later beacon's reports on its page load's release and row, whatever release it names", async () => {
    await inTransaction(db(), async (s) => {
      await s.collect(['a', sampleBeacon({ load, routes: ['/services'] })]);
      const canary = { bundle: 'marketing', version: SAMPLE_VERSIONS.canary, arm: 'canary' as const, counted: true };
      const shell = { bundle: 'shell', version: SAMPLE_VERSIONS.shell, arm: 'live' as const };
      await s.collect(['a', later({ routes: ['/about'], releases: [shell, canary], errored: ['marketing'] })]);
      expect(
        await s.sql(
          "select version, arm, route, page_loads, errored from public.telemetry_rollups where bundle = 'marketing'",
        ),
      ).toEqual([{ version: SAMPLE_VERSIONS.marketing, arm: 'live', route: '/services', page_loads: 1, errored: 1 }]);
    });
  });

  it('counts a first beacon without an id once, with at most one conversion however many it names', async () => {
    await inTransaction(db(), async (s) => {
      const many = repeat(5, conversion[0]!);
      await s.collect(['a', sampleBeacon({ errored: ['marketing'], conversions: many })]);
      expect((await s.sql(TOTALS))[0]).toEqual({
        bundle: 'marketing',
        arm: 'live',
        loads: 1,
        errored: 1,
        crashed: 0,
        conversions: 1,
      });
    });
  });

  it('cannot store more errored, crashed or conversions than page loads in a rollup row', async () => {
    await inTransaction(db(), async (s) => {
      const insert = (counts: string) =>
        s.sql(`insert into public.telemetry_rollups (minute, bundle, version, arm, route, mobile, page_loads, errored, crashed, conversions)
               values (date_trunc('minute', now()), 'marketing', 'v', 'live', '/', false, ${counts})`);
      const refusal = /telemetry_rollups_counts_within_page_loads/;
      for (const counts of ['1, 2, 0, 0', '1, 0, 2, 0', '1, 0, 0, 2', '0, 1, 0, 0', '-1, 0, 0, 0'])
        expect(String(await s.failing(() => insert(counts)))).toMatch(refusal);
      await insert('2, 2, 1, 2');
      const raise = "update public.telemetry_rollups set errored = errored + 1 where version = 'v'";
      expect(String(await s.failing(() => s.sql(raise)))).toMatch(refusal);
      expect(await s.failing(() => s.sql(raise.replace('+ 1', '- 1')))).toBeNull();
    });
  });

  it('keeps the page-load tables from every role but collect_telemetry', async () => {
    for (const role of ['anon', 'authenticated', 'staff', 'service_role'] as const)
      for (const table of ['telemetry_page_loads', 'telemetry_page_load_releases'])
        expect(await runAs(db(), role, `select count(*) from public.${table}`)).toMatchObject({
          ok: false,
          code: '42501',
        });
  });
}
