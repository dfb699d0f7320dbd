import type { SqlRunner } from '../../../local-backend/src/database/sql-runner';
import { runAs } from './role-session';

// What the release health page reads beside the rollups: the journal of switches and canaries
// (written by the release commands with the service key) and the per-bucket series of its charts.

const SWITCH = `insert into public.release_switches (at, bundle, version, previous, kind, share, reason)
  values ('2026-11-26T09:00:00Z', 'marketing', 'v2', 'v1', 'canary-step', 25, 'canary at 25 %: no harm')`;
const CANARY = `insert into public.release_canaries
  (bundle, version, live, share, lease_until, status, started_at, decision, reasons, updated_at)
  values ('marketing', 'v2', 'v1', 25, '2026-11-26T09:10:00Z', 'running', '2026-11-26T08:00:00Z',
    'hold', '{"too few page loads"}', '2026-11-26T09:00:00Z')`;
const SEEDED = `${SWITCH}; ${CANARY}`;

/** Synthetic rollups and LCP histograms of one release, at 09:05, 09:40 and 10:15 of one day. */
const TELEMETRY = `
  insert into public.telemetry_rollups (minute, bundle, version, arm, route, mobile, page_loads, errored, crashed)
  values ('2026-11-26T09:05:00Z', 'marketing', 'v2', 'live', '/', false, 10, 2, 1),
         ('2026-11-26T09:40:00Z', 'marketing', 'v2', 'canary', '/about', true, 5, 0, 1),
         ('2026-11-26T10:15:00Z', 'marketing', 'v2', 'live', '/', false, 4, 1, 0),
         ('2026-11-26T11:30:00Z', 'marketing', 'v2', 'live', '/', false, 99, 0, 0);
  insert into public.telemetry_vitals (minute, bundle, version, arm, route, mobile, vital, counts)
  select m::timestamptz, 'marketing', 'v2', 'live', '/', false, 'LCP',
         public.telemetry_histogram(array[width_bucket(v, e.edges)], cardinality(e.edges))
  from (values ('2026-11-26T09:05:00Z', 1100::double precision), ('2026-11-26T09:06:00Z', 1100),
               ('2026-11-26T09:07:00Z', 1100), ('2026-11-26T09:08:00Z', 3200)) as x(m, v)
  cross join public.telemetry_vital_edges e where e.vital = 'LCP'`;
const SERIES = `select bucket_start, bundle, version, page_loads::int, errored::int, crashed::int, lcp_p75, inp_p75, cls_p75
  from public.telemetry_release_series('2026-11-26T09:00:00Z', '2026-11-26T11:00:00Z', interval '1 hour')`;

const at = (iso: string) => new Date(iso);

/** The release journal migration's rules. */
export function describeReleaseJournalRules(db: () => SqlRunner): void {
  it('lets visitors read and write nothing, other signed-in users read nothing, and staff read the journal', async () => {
    for (const table of ['release_switches', 'release_canaries']) {
      const read = `select count(*)::int as n from public.${table}`;
      expect(await runAs(db(), 'anon', read, [], { setup: SEEDED })).toMatchObject({ ok: false, code: '42501' });
      expect(await runAs(db(), 'authenticated', read, [], { setup: SEEDED })).toEqual({ ok: true, rows: [{ n: 0 }] });
      expect(await runAs(db(), 'staff', read, [], { setup: SEEDED })).toEqual({ ok: true, rows: [{ n: 1 }] });
    }
    const [canary] = (
      (await runAs(db(), 'staff', 'select * from public.release_canaries', [], { setup: SEEDED })) as {
        rows: Record<string, unknown>[];
      }
    ).rows;
    expect(canary).toMatchObject({ bundle: 'marketing', version: 'v2', live: 'v1', decision: 'hold' });
    expect(canary?.reasons).toEqual(['too few page loads']);
  });

  it('lets only the service role write the journal', async () => {
    for (const role of ['anon', 'authenticated', 'staff'] as const) {
      expect(await runAs(db(), role, SWITCH)).toMatchObject({ ok: false, code: '42501' });
      expect(await runAs(db(), role, CANARY)).toMatchObject({ ok: false, code: '42501' });
    }
    expect(await runAs(db(), 'service_role', SWITCH)).toMatchObject({ ok: true });
    expect(await runAs(db(), 'service_role', CANARY)).toMatchObject({ ok: true });
    expect(
      await runAs(db(), 'service_role', 'delete from public.release_switches where true', [], { setup: SWITCH }),
    ).toMatchObject({
      ok: false,
      code: '42501',
    });
  });

  it("forgets the last canary's decision when another canary of the bundle starts, not when it steps", async () => {
    const decision = (update: string) =>
      runAs(db(), 'postgres', `${update} returning decision, reasons`, [], { setup: CANARY });
    expect(
      await decision("update public.release_canaries set share = 50, updated_at = now() where bundle = 'marketing'"),
    ).toEqual({ ok: true, rows: [{ decision: 'hold', reasons: ['too few page loads'] }] });
    expect(
      await decision(
        "update public.release_canaries set version = 'v3', started_at = now(), updated_at = now() where bundle = 'marketing'",
      ),
    ).toEqual({ ok: true, rows: [{ decision: null, reasons: [] }] });
  });

  it('keeps a verdict as codes with its numbers beside the words of rows written before, and only a known outcome', async () => {
    const verdict = { outcome: { code: 'hold', share: 25, waits: [{ code: 'baking', minutes: 10, needed: 60 }] } };
    const write = (value: unknown) =>
      runAs(
        db(),
        'service_role',
        `update public.release_canaries set decision = 'hold', verdict = $1::jsonb, reasons = '{}'
           where bundle = 'marketing' returning decision, verdict, reasons`,
        [JSON.stringify(value)],
        { setup: CANARY },
      );
    expect(await write(verdict)).toEqual({ ok: true, rows: [{ decision: 'hold', verdict, reasons: [] }] });
    // A row written before verdicts were kept: its words, and no verdict.
    expect(
      await runAs(db(), 'staff', 'select verdict, reasons from public.release_canaries', [], { setup: SEEDED }),
    ).toEqual({ ok: true, rows: [{ verdict: null, reasons: ['too few page loads'] }] });
    expect(await write({ outcome: { code: 'Hold at 25 %: baking' } })).toMatchObject({ ok: false, code: '23514' });
    expect(await write(['hold'])).toMatchObject({ ok: false, code: '23514' });
    // Another canary of the bundle forgets it with the decision.
    expect(
      await runAs(
        db(),
        'postgres',
        `update public.release_canaries set version = 'v3', started_at = now() where bundle = 'marketing'
           returning decision, verdict`,
        [],
        {
          setup: `${CANARY}; update public.release_canaries set verdict = '${JSON.stringify(verdict)}'::jsonb`,
        },
      ),
    ).toEqual({ ok: true, rows: [{ decision: null, verdict: null }] });
  });

  it('reads page loads, errored, crashed and p75s per bucket and release, arms together, for staff only', async () => {
    const staff = await runAs(db(), 'staff', SERIES, [], { setup: TELEMETRY });
    expect(staff).toEqual({
      ok: true,
      rows: [
        {
          bucket_start: at('2026-11-26T09:00:00Z'),
          bundle: 'marketing',
          version: 'v2',
          page_loads: 15,
          errored: 2,
          crashed: 2,
          // Three of four values in [1000, 1250): the 75th percentile is that bucket's upper edge.
          lcp_p75: 1250,
          inp_p75: null,
          cls_p75: null,
        },
        {
          bucket_start: at('2026-11-26T10:00:00Z'),
          bundle: 'marketing',
          version: 'v2',
          page_loads: 4,
          errored: 1,
          crashed: 0,
          lcp_p75: null,
          inp_p75: null,
          cls_p75: null,
        },
      ],
    });
    const sixHours = SERIES.replace("interval '1 hour'", "interval '6 hours'");
    expect(await runAs(db(), 'staff', sixHours, [], { setup: TELEMETRY })).toMatchObject({
      ok: true,
      rows: [{ bucket_start: at('2026-11-26T09:00:00Z'), page_loads: 19, errored: 3, crashed: 2, lcp_p75: 1250 }],
    });
    expect(await runAs(db(), 'authenticated', SERIES, [], { setup: TELEMETRY })).toEqual({ ok: true, rows: [] });
    expect(await runAs(db(), 'anon', SERIES, [], { setup: TELEMETRY })).toMatchObject({ ok: false, code: '42501' });
  });
}
