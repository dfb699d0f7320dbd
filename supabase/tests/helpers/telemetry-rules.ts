import type { SqlRunner } from '../../../local-backend/src/database/sql-runner';
import { BEACON_LIMITS, type Beacon, sampleBeacon, SAMPLE_VERSIONS } from 'telemetry-contract';
import { batchItem, pageLoadId } from './telemetry-batch';
import { claimsFor, runAs, type TestRole } from './role-session';

const CAP = BEACON_LIMITS.loadsPerAddressPerMinute;
const COLLECT = 'select public.collect_telemetry($1::jsonb, $2) as counted';
/** collect_telemetry's batch argument. */
const batchOf = (...items: [address: string, beacon: Beacon][]): string =>
  JSON.stringify(items.map(([address_key, beacon]) => batchItem(address_key, beacon)));
const TOTALS = `select bundle, version, arm, sum(page_loads)::int as loads, sum(errored)::int as errored,
  sum(crashed)::int as crashed, sum(conversions)::int as conversions
  from public.telemetry_rollups group by 1, 2, 3 order by 1, 2, 3`;

type Session = {
  /** Runs one statement as `role` (the transaction goes on; it is rolled back at the end). */
  as(role: TestRole, sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** Runs statements (several, no parameters) as the migration owner. */
  setUp(sql: string): Promise<void>;
  /** Sends a beacon through collect_telemetry as the service role; true when it was counted. */
  collectBatch(...items: [string, Beacon][]): Promise<boolean[]>;
  /** Sends one beacon through collect_telemetry as the service role; true when it was counted. */
  collect(address: string, beacon: Beacon): Promise<boolean>;
};

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
  const collectBatch: Session['collectBatch'] = async (...items) =>
    (await as('service_role', COLLECT, [batchOf(...items), CAP]))[0]?.counted as boolean[];
  const collect: Session['collect'] = async (address, beacon) => (await collectBatch([address, beacon]))[0] === true;
  const setUp: Session['setUp'] = async (sql) => {
    await db.exec('reset role');
    await db.exec(sql);
  };
  try {
    await body({ as, collect, collectBatch, setUp });
  } finally {
    await db.exec('rollback');
  }
}

const live = (bundle: string, version: string) => ({ bundle, version, arm: 'live' as const });
const RELEASES = [live('shell', SAMPLE_VERSIONS.shell), live('marketing', SAMPLE_VERSIONS.marketing)];
const marketingTotals = async (s: Session) =>
  (await s.as('postgres', TOTALS)).find((row) => row.bundle === 'marketing');

/** The telemetry migration's rules: what collect_telemetry stores, the cap, RLS, retention. */
export function describeTelemetryRules(db: () => SqlRunner): void {
  it('adds up page loads, errored, crashed and conversions per release, on the right routes', async () => {
    await inTransaction(db(), async (s) => {
      const load = pageLoadId(1);
      expect(await s.collect('a1', sampleBeacon({ load }))).toBe(true);
      await s.collect('a2', sampleBeacon({ routes: ['/services'], errored: ['marketing'] }));
      await s.collect('a3', sampleBeacon({ crashed: ['marketing'], mobile: true }));
      await s.collect(
        'a1',
        sampleBeacon({ first: false, load, routes: [], conversions: [{ kind: 'contact-sent', route: '/about' }] }),
      );
      await s.collect('a1', sampleBeacon({ first: false, load, routes: ['/about'], errored: ['shell'] }));
      expect(await s.as('postgres', TOTALS)).toEqual([
        {
          bundle: 'marketing',
          version: SAMPLE_VERSIONS.marketing,
          arm: 'live',
          loads: 3,
          errored: 1,
          crashed: 1,
          conversions: 1,
        },
        {
          bundle: 'shell',
          version: SAMPLE_VERSIONS.shell,
          arm: 'live',
          loads: 3,
          errored: 1,
          crashed: 0,
          conversions: 1,
        },
      ]);
      const routes = await s.as(
        'postgres',
        "select route, mobile, page_loads, errored, crashed, conversions from public.telemetry_rollups where bundle = 'shell' order by route, mobile",
      );
      // A later beacon's counts go to the row its page load was counted on (its landing route).
      expect(routes).toEqual([
        { route: '/', mobile: false, page_loads: 1, errored: 1, crashed: 0, conversions: 1 },
        { route: '/', mobile: true, page_loads: 1, errored: 0, crashed: 0, conversions: 0 },
        { route: '/services', mobile: false, page_loads: 1, errored: 0, crashed: 0, conversions: 0 },
      ]);
    });
  });

  it('counts a remote loaded after the first beacon in the later beacon that marks it counted, once', async () => {
    await inTransaction(db(), async (s) => {
      const [shell] = RELEASES;
      const load = pageLoadId(1);
      await s.collect('a1', sampleBeacon({ load, releases: [shell!] }));
      const hub = { bundle: 'knowledge-hub', version: SAMPLE_VERSIONS.marketing, arm: 'live' as const };
      const counted = { ...hub, counted: true };
      await s.collect('a1', sampleBeacon({ first: false, load, routes: ['/resources'], releases: [shell!, counted] }));
      await s.collect(
        'a1',
        sampleBeacon({ first: false, load, routes: [], releases: [shell!, hub], errored: ['knowledge-hub'] }),
      );
      const rows = await s.as('postgres', TOTALS);
      expect(rows.map((r) => [r.bundle, r.loads, r.errored])).toEqual([
        ['knowledge-hub', 1, 1],
        ['shell', 1, 0],
      ]);
      const routes = await s.as(
        'postgres',
        "select route, page_loads from public.telemetry_rollups where bundle = 'knowledge-hub' and page_loads > 0",
      );
      expect(routes).toEqual([{ route: '/resources', page_loads: 1 }]);
    });
  });

  it('keeps canary and live apart', async () => {
    await inTransaction(db(), async (s) => {
      await s.collect('a1', sampleBeacon());
      const canary = [RELEASES[0]!, { bundle: 'marketing', version: SAMPLE_VERSIONS.canary, arm: 'canary' as const }];
      await s.collect('a2', sampleBeacon({ releases: canary, errored: ['marketing'] }));
      const rows = (await s.as('postgres', TOTALS)).filter((r) => r.bundle === 'marketing');
      expect(rows.map((r) => [r.version, r.arm, r.loads, r.errored])).toEqual([
        [SAMPLE_VERSIONS.marketing, 'live', 1, 0],
        [SAMPLE_VERSIONS.canary, 'canary', 1, 1],
      ]);
    });
  });

  it(`counts at most ${CAP} page loads a minute from one address: a flood of fake errors cannot abort a healthy release`, async () => {
    await inTransaction(db(), async (s) => {
      for (let i = 0; i < 40; i++) await s.collect(`visitor-${i}`, sampleBeacon());
      const counted: boolean[] = [];
      for (let i = 0; i < 100; i++)
        counted.push(await s.collect('flooder', sampleBeacon({ load: pageLoadId(i), errored: ['marketing'] })));
      // Later beacons of page loads have their own allowance, capped the same way.
      for (let i = 0; i < 100; i++)
        await s.collect(
          'flooder',
          sampleBeacon({ first: false, load: pageLoadId(i), routes: [], crashed: ['marketing'] }),
        );
      expect(counted.filter(Boolean)).toHaveLength(CAP);
      expect(counted.slice(CAP).some(Boolean)).toBe(false);
      expect(await marketingTotals(s)).toMatchObject({ loads: 40 + CAP, errored: CAP, crashed: CAP });
    });
  });

  it('counts at most the cap from one address: a flood of clean loads cannot hide the errors of others', async () => {
    await inTransaction(db(), async (s) => {
      for (let i = 0; i < 300; i++) await s.collect('flooder', sampleBeacon());
      for (let i = 0; i < 20; i++) await s.collect(`visitor-${i}`, sampleBeacon({ errored: ['marketing'] }));
      expect(await marketingTotals(s)).toMatchObject({ loads: CAP + 20, errored: 20 });
    });
  });

  it('applies the cap in order within one batch, as across batches, and answers one boolean per beacon', async () => {
    await inTransaction(db(), async (s) => {
      expect(
        await s.collectBatch(...Array.from({ length: CAP - 2 }, (): [string, Beacon] => ['flooder', sampleBeacon()])),
      ).toEqual(Array(CAP - 2).fill(true));
      const load = pageLoadId(1);
      const mixed = await s.collectBatch(
        ['flooder', sampleBeacon({ load })],
        ['visitor', sampleBeacon({ errored: ['marketing'] })],
        ['flooder', sampleBeacon()],
        ['flooder', sampleBeacon({ first: false, load, routes: [], errored: ['marketing'] })],
        ['flooder', sampleBeacon()],
      );
      expect(mixed).toEqual([true, true, true, true, false]);
      expect(await marketingTotals(s)).toMatchObject({ loads: CAP + 1, errored: 2 });
      expect(await s.collectBatch()).toEqual([]);
    });
  });

  it('stores vitals as histograms whose p75 telemetry_release_health reads, mobile and desktop apart', async () => {
    await inTransaction(db(), async (s) => {
      for (const [i, lcp] of [1000, 1100, 1200, 3000].entries())
        await s.collect(`d${i}`, sampleBeacon({ vitals: [{ name: 'LCP', value: lcp, route: '/' }] }));
      await s.collect('m1', sampleBeacon({ mobile: true, vitals: [{ name: 'LCP', value: 5200, route: '/' }] }));
      const [health] = await s.as(
        'staff',
        "select * from public.telemetry_release_health(now() - interval '1 hour') where bundle = 'marketing'",
      );
      expect(health).toMatchObject({ bundle: 'marketing', arm: 'live' });
      expect(Number(health!.page_loads)).toBe(5);
      // 1000-1200 fall in [1000, 1250), 3000 in [3000, 3500), 5200 in [5000, 6000): upper edges.
      expect((health!.vitals as Record<string, unknown>).LCP).toEqual({
        desktop: { p75: 1250, n: 4 },
        mobile: { p75: 6000, n: 1 },
        all: { p75: 3500, n: 5 },
      });
    });
  });

  it('keeps at most 20 distinct errors per release and counts the rest in one row', async () => {
    await inTransaction(db(), async (s) => {
      for (let i = 0; i < 25; i++) {
        const errors = [{ bundle: 'marketing', message: `TypeError number ${i}`, frames: ['main.js:1:1'] }];
        await s.collect(`a${i}`, sampleBeacon({ errored: ['marketing'], errors }));
      }
      const again = [{ bundle: 'marketing', message: 'TypeError number 0', frames: ['main.js:1:1'] }];
      await s.collect('b', sampleBeacon({ errors: again }));
      await s.collect('c', sampleBeacon({ errors: [{ bundle: 'unknown', message: 'Script error.', frames: [] }] }));
      const rows = await s.as('postgres', 'select bundle, version, fingerprint, count from public.telemetry_errors');
      const marketing = rows.filter((r) => r.bundle === 'marketing');
      expect(marketing).toHaveLength(21);
      expect(marketing.find((r) => r.fingerprint === 'other')?.count).toBe(5);
      const top = await s.as('staff', 'select message, count from public.telemetry_top_errors($1, $2, 2)', [
        'marketing',
        SAMPLE_VERSIONS.marketing,
      ]);
      expect(top).toEqual([
        { message: '(other errors)', count: 5 },
        { message: 'TypeError number 0', count: 2 },
      ]);
      expect(rows.filter((r) => r.bundle === 'unknown')).toEqual([expect.objectContaining({ version: '', count: 1 })]);
    });
  });

  it('deletes rollups, histograms and errors past 30 days and address counters after minutes, at most once a minute', async () => {
    await inTransaction(db(), async (s) => {
      const old = "now() - interval '31 days'";
      const insertOld = `
        insert into public.telemetry_rollups (minute, bundle, version, arm, route, mobile, page_loads)
          values (date_trunc('minute', ${old}), 'marketing', 'old', 'live', '/', false, 7),
                 (date_trunc('minute', now() - interval '29 days'), 'marketing', 'recent', 'live', '/', false, 3);
        insert into public.telemetry_vitals (minute, bundle, version, arm, route, mobile, vital, counts)
          values (date_trunc('minute', ${old}), 'marketing', 'old', 'live', '/', false, 'CLS', '{1}');
        insert into public.telemetry_errors values ('marketing', 'old', 'f', 'm', '{}', 1, ${old}, ${old});
        insert into public.telemetry_address_minutes values ('k', date_trunc('minute', now() - interval '5 minutes'), 1, 0);`;
      await s.setUp(insertOld);
      await s.collect('a', sampleBeacon());
      const versions = async (table: string) =>
        (await s.as('postgres', `select distinct version from public.${table} order by 1`)).map((r) => r.version);
      expect(await versions('telemetry_rollups')).toEqual(
        ['recent', SAMPLE_VERSIONS.marketing, SAMPLE_VERSIONS.shell].sort(),
      );
      expect(await versions('telemetry_vitals')).not.toContain('old');
      expect(await versions('telemetry_errors')).toEqual([]);
      expect(await s.as('postgres', "select * from public.telemetry_address_minutes where address_key = 'k'")).toEqual(
        [],
      );
      // The same minute again: no second pass.
      await s.as('postgres', insertOld.split(';')[0]!.replace(", 'recent',", ", 'recent2',"));
      await s.collect('a', sampleBeacon());
      expect(await versions('telemetry_rollups')).toContain('old');
    });
  });

  it('merges rows older than 2 days into one row per hour, adding counters and histograms', async () => {
    await inTransaction(db(), async (s) => {
      const hour = "date_trunc('hour', now() - interval '3 days')";
      const day = "date_trunc('minute', now() - interval '1 day')";
      await s.setUp(`
        insert into public.telemetry_rollups (minute, bundle, version, arm, route, mobile, page_loads, errored)
          values (${hour}, 'marketing', 'v', 'live', '/', false, 4, 1),
                 (${hour} + interval '5 minutes', 'marketing', 'v', 'live', '/', false, 1, 0),
                 (${hour} + interval '59 minutes', 'marketing', 'v', 'live', '/', false, 2, 1),
                 (${hour} + interval '10 minutes', 'marketing', 'v', 'live', '/', true, 8, 0),
                 (${day}, 'marketing', 'v', 'live', '/', false, 16, 0),
                 (${day} + interval '1 minute', 'marketing', 'v', 'live', '/', false, 32, 0);
        insert into public.telemetry_vitals (minute, bundle, version, arm, route, mobile, vital, counts)
          values (${hour} + interval '1 minute', 'marketing', 'v', 'live', '/', false, 'CLS', '{1,0,2}'),
                 (${hour} + interval '2 minutes', 'marketing', 'v', 'live', '/', false, 'CLS', '{0,3,0}');`);
      await s.collect('a', sampleBeacon());
      const rollups = await s.as(
        'postgres',
        `select (minute = ${hour}) as on_the_hour, mobile, page_loads, errored from public.telemetry_rollups
         where version = 'v' order by minute, mobile`,
      );
      expect(rollups).toEqual([
        { on_the_hour: true, mobile: false, page_loads: 7, errored: 2 },
        { on_the_hour: true, mobile: true, page_loads: 8, errored: 0 },
        { on_the_hour: false, mobile: false, page_loads: 16, errored: 0 },
        { on_the_hour: false, mobile: false, page_loads: 32, errored: 0 },
      ]);
      const vitals = await s.as(
        'postgres',
        `select (minute = ${hour}) as on_the_hour, counts from public.telemetry_vitals where version = 'v'`,
      );
      expect(vitals).toEqual([{ on_the_hour: true, counts: [1, 3, 2] }]);
    });
  });

  it('lets only the service role call collect_telemetry, and only staff read', async () => {
    const beacon = batchOf(['k', sampleBeacon()]);
    for (const role of ['anon', 'authenticated', 'staff'] as const)
      expect(await runAs(db(), role, COLLECT, [beacon, CAP])).toMatchObject({ ok: false, code: '42501' });
    expect(await runAs(db(), 'service_role', COLLECT, [beacon, CAP])).toMatchObject({
      ok: true,
      rows: [{ counted: [true] }],
    });

    const seeded = `select public.collect_telemetry($$${beacon}$$::jsonb, ${CAP})`;
    for (const table of ['telemetry_rollups', 'telemetry_vitals', 'telemetry_errors', 'telemetry_address_minutes']) {
      expect(await runAs(db(), 'anon', `select * from public.${table}`)).toMatchObject({ ok: false, code: '42501' });
      expect(await runAs(db(), 'authenticated', `select * from public.${table}`, [], { setup: seeded })).toMatchObject({
        ok: table === 'telemetry_address_minutes' ? false : true,
        ...(table === 'telemetry_address_minutes' ? {} : { rows: [] }),
      });
    }
    const staffRead = await runAs(db(), 'staff', 'select count(*)::int as n from public.telemetry_rollups', [], {
      setup: seeded,
    });
    expect(staffRead).toEqual({ ok: true, rows: [{ n: 2 }] });
    expect(
      await runAs(db(), 'staff', 'select * from public.telemetry_address_minutes', [], { setup: seeded }),
    ).toMatchObject({ ok: false, code: '42501' });
    const health = "select count(*)::int as n from public.telemetry_release_health(now() - interval '1 hour')";
    expect(await runAs(db(), 'staff', health, [], { setup: seeded })).toEqual({ ok: true, rows: [{ n: 2 }] });
    expect(await runAs(db(), 'authenticated', health, [], { setup: seeded })).toEqual({ ok: true, rows: [{ n: 0 }] });
    expect(await runAs(db(), 'anon', health)).toMatchObject({ ok: false, code: '42501' });

    const write =
      "insert into public.telemetry_rollups (minute, bundle, version, arm, route, mobile, page_loads) values (now(), 'shell', 'x', 'live', '/', false, 1000)";
    for (const role of ['anon', 'authenticated', 'staff', 'service_role'] as const)
      expect(await runAs(db(), role, write)).toMatchObject({ ok: false, code: '42501' });
  });
}
