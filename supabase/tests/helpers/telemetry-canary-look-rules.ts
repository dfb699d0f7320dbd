import type { SqlRunner } from '../../../local-backend/src/database/sql-runner';
import { runAs } from './role-session';

// A canary of marketing: v1 live, v2 the candidate, looked at over [10:00, 11:00). Beside the two
// arms' rows, rows the look must leave out: outside the window, another bundle, each version on the
// other's arm, the preview arm.
const IN = (minute: string) => `'2026-11-28T${minute}:00Z'`;
const ROLLUPS = `insert into public.telemetry_rollups
  (minute, bundle, version, arm, route, mobile, page_loads, errored, crashed, conversions, dropped_loads, dropped_updates)
  values (${IN('10:00')}, 'marketing', 'v1', 'live', '/', false, 100, 3, 1, 5, 2, 0),
         (${IN('10:59')}, 'marketing', 'v1', 'live', '/about', true, 50, 2, 0, 1, 0, 1),
         (${IN('10:30')}, 'marketing', 'v2', 'canary', '/', false, 40, 4, 2, 1, 7, 3),
         (${IN('09:59')}, 'marketing', 'v1', 'live', '/', false, 1000, 0, 0, 0, 0, 0),
         (${IN('11:00')}, 'marketing', 'v2', 'canary', '/', false, 1000, 0, 0, 0, 0, 0),
         (${IN('10:10')}, 'knowledge-hub', 'v1', 'live', '/', false, 500, 0, 0, 0, 0, 0),
         (${IN('10:10')}, 'marketing', 'v2', 'live', '/', false, 70, 0, 0, 0, 0, 0),
         (${IN('10:10')}, 'marketing', 'v1', 'canary', '/', false, 80, 0, 0, 0, 0, 0),
         (${IN('10:10')}, 'marketing', 'v2', 'preview', '/', false, 90, 0, 0, 0, 0, 0)`;
const VISITORS = `insert into public.telemetry_visitors (day, visitor_key, bundle, version, arm, minute, errored, crashed)
  values ('2026-11-28', 'a', 'marketing', 'v1', 'live', ${IN('10:05')}, true, false),
         ('2026-11-28', 'b', 'marketing', 'v1', 'live', ${IN('10:50')}, false, false),
         ('2026-11-28', 'c', 'marketing', 'v2', 'canary', ${IN('10:20')}, true, true),
         ('2026-11-28', 'd', 'marketing', 'v2', 'canary', ${IN('09:00')}, true, true),
         ('2026-11-28', 'e', 'knowledge-hub', 'v1', 'live', ${IN('10:20')}, true, false),
         ('2026-11-28', 'f', 'marketing', 'v2', 'live', ${IN('10:20')}, true, false)`;
/** One value per row, as the collect-telemetry function adds it to a histogram. */
const VITALS = `insert into public.telemetry_vitals (minute, bundle, version, arm, route, mobile, vital, counts)
  select x.m::timestamptz, 'marketing', x.version, x.arm::public.telemetry_arm, '/', x.mobile, e.vital,
         public.telemetry_histogram(array[width_bucket(x.v, e.edges)], cardinality(e.edges))
  from (values (${IN('10:05')}, 'v1', 'live', true, 'LCP', 1100::double precision),
               (${IN('10:06')}, 'v1', 'live', false, 'LCP', 3200),
               (${IN('10:07')}, 'v1', 'live', false, 'LCP', 3200),
               (${IN('11:00')}, 'v1', 'live', false, 'LCP', 500),
               (${IN('11:01')}, 'v1', 'live', false, 'LCP', 500),
               (${IN('11:02')}, 'v1', 'live', false, 'LCP', 500),
               (${IN('10:05')}, 'v2', 'canary', false, 'INP', 180),
               (${IN('10:05')}, 'v2', 'canary', false, 'CLS', 0.03),
               (${IN('10:05')}, 'v2', 'canary', false, 'FCP', 900),
               (${IN('10:05')}, 'v1', 'canary', false, 'LCP', 50000)) as x(m, version, arm, mobile, vital, v)
  join public.telemetry_vital_edges e on e.vital = x.vital::public.telemetry_vital`;
const SEEDED = `${ROLLUPS}; ${VISITORS}; ${VITALS}`;
const SIGNATURE = 'public.telemetry_canary_look(text, text, text, timestamptz, timestamptz)';
const LOOK = `select * from public.telemetry_canary_look('marketing', 'v1', 'v2', ${IN('10:00')}, ${IN('11:00')})`;

/** What the look answers for the rows above, the live arm first. */
const EXPECTED = [
  {
    arm: 'live',
    version: 'v1',
    page_loads: 150,
    errored: 5,
    crashed: 1,
    conversions: 6,
    dropped_loads: 2,
    dropped_updates: 1,
    visitors: 2,
    errored_visitors: 1,
    crashed_visitors: 0,
    // 1100 (mobile), 3200 and 3200 (desktop): the 75th percentile falls in [3000, 3500).
    lcp_p75: 3500,
    inp_p75: null,
    cls_p75: null,
  },
  {
    arm: 'canary',
    version: 'v2',
    page_loads: 40,
    errored: 4,
    crashed: 2,
    conversions: 1,
    dropped_loads: 7,
    dropped_updates: 3,
    visitors: 1,
    errored_visitors: 1,
    crashed_visitors: 1,
    lcp_p75: null,
    inp_p75: 200,
    cls_p75: 0.05,
  },
];

/** Counts as numbers: node-postgres reads a bigint as a string, PGlite as a number. */
const numbers = (rows: Record<string, unknown>[]) =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value,
      ]),
    ),
  );

/** The canary-look migration: one query answers a look of the watcher, for staff and the service role only. */
export function describeCanaryLookRules(db: () => SqlRunner): void {
  it("answers both arms of the step in one query, from the step's rows only", async () => {
    const outcome = await runAs(db(), 'staff', LOOK, [], { setup: SEEDED });
    expect(outcome.ok && numbers(outcome.rows)).toEqual(EXPECTED);
  });

  it('reads the arms as telemetry_release_health does, for the same window', async () => {
    const health = `select h.arm, h.page_loads::int, h.errored::int, h.crashed::int, h.conversions::int,
        h.dropped_loads::int, h.dropped_updates::int, (h.vitals #>> '{LCP,all,p75}')::double precision as lcp_p75
      from public.telemetry_release_health(${IN('10:00')}, ${IN('11:00')}) h
      where h.bundle = 'marketing' and (h.version, h.arm::text) in (('v1', 'live'), ('v2', 'canary')) order by h.arm`;
    const outcome = await runAs(db(), 'staff', health, [], { setup: SEEDED });
    expect(outcome.ok && outcome.rows).toEqual(
      EXPECTED.map(({ arm, page_loads, errored, crashed, conversions, dropped_loads, dropped_updates, lcp_p75 }) => ({
        arm,
        page_loads,
        errored,
        crashed,
        conversions,
        dropped_loads,
        dropped_updates,
        lcp_p75,
      })),
    );
  });

  it('answers both arms with zeros when nothing was counted, and an empty window as nothing', async () => {
    const zeros = { page_loads: 0, errored: 0, visitors: 0, lcp_p75: null };
    const none = await runAs(db(), 'staff', LOOK.replace("'v2'", "'v9'"), [], { setup: SEEDED });
    expect(none.ok && numbers(none.rows)).toEqual([
      expect.objectContaining({ ...EXPECTED[0], arm: 'live' }),
      expect.objectContaining({ arm: 'canary', version: 'v9', ...zeros }),
    ]);
    const empty = `select arm, page_loads::int, visitors::int
      from public.telemetry_canary_look('marketing', 'v1', 'v2', ${IN('10:30')}, ${IN('10:30')})`;
    expect(await runAs(db(), 'staff', empty, [], { setup: SEEDED })).toEqual({
      ok: true,
      rows: [
        { arm: 'live', page_loads: 0, visitors: 0 },
        { arm: 'canary', page_loads: 0, visitors: 0 },
      ],
    });
  });

  it('lets staff and the service role read the counts, other signed-in users nothing, and visitors not call it', async () => {
    const loads = `select sum(page_loads)::int as loads, sum(visitors)::int as visitors from (${LOOK}) as look`;
    const counted = { ok: true, rows: [{ loads: 190, visitors: 3 }] };
    expect(await runAs(db(), 'staff', loads, [], { setup: SEEDED })).toEqual(counted);
    expect(await runAs(db(), 'service_role', loads, [], { setup: SEEDED })).toEqual(counted);
    expect(await runAs(db(), 'authenticated', loads, [], { setup: SEEDED })).toEqual({
      ok: true,
      rows: [{ loads: 0, visitors: 0 }],
    });
    expect(await runAs(db(), 'anon', loads, [], { setup: SEEDED })).toMatchObject({ ok: false, code: '42501' });
    const grants = `select r.rolname as role,
        has_function_privilege(r.oid, '${SIGNATURE}', 'execute') as may
      from pg_roles r where r.rolname in ('anon', 'authenticated', 'service_role') order by 1`;
    expect(await runAs(db(), 'postgres', grants)).toEqual({
      ok: true,
      rows: [
        { role: 'anon', may: false },
        { role: 'authenticated', may: true },
        { role: 'service_role', may: true },
      ],
    });
  });

  it('runs as its caller, and replaces telemetry_release_visitors, which no longer exists', async () => {
    const settings = `select p.prosecdef as definer, p.provolatile as volatility, p.proconfig as config,
        to_regprocedure('public.telemetry_release_visitors(timestamptz, timestamptz)') is null as old_gone
      from pg_proc p where p.oid = '${SIGNATURE}'::regprocedure`;
    expect(await runAs(db(), 'postgres', settings)).toEqual({
      ok: true,
      rows: [{ definer: false, volatility: 's', config: ['search_path=""'], old_gone: true }],
    });
  });
}
