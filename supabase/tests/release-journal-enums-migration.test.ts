import type { PGlite } from '@electric-sql/pglite';
import { databaseBefore, type DatabaseBefore } from './helpers/before-migration';

const ENUMS_MIGRATION = '20261128140000_release_journal_enums.sql';

const KINDS = [
  'release',
  'rollback',
  'promote',
  'start',
  'canary-start',
  'canary-step',
  'canary-promote',
  'canary-abort',
  'canary-stop',
];
const STATUSES = ['running', 'promoted', 'aborted', 'stopped'];

/** Every row of the journal, as text, in a stable order. */
async function journalRows(db: PGlite): Promise<string[]> {
  const rows: string[] = [];
  for (const table of ['release_switches', 'release_canaries']) {
    const result = await db.query<{ row: string }>(`select t::text as row from public.${table} t order by 1`);
    rows.push(...result.rows.map((r) => `${table} ${r.row}`));
  }
  return rows;
}

/** The type of each column that held a closed list as text. */
async function columnTypes(db: PGlite): Promise<string[]> {
  const result = await db.query<{ c: string }>(
    `select table_name || '.' || column_name || ' ' || udt_name as c from information_schema.columns
     where table_schema = 'public' and (table_name, column_name) in
       (('release_switches', 'kind'), ('release_canaries', 'status')) order by 1`,
  );
  return result.rows.map((r) => r.c);
}

/** Whether the release was running at 10:00 on the arm, as collect_telemetry asks it. */
async function running(db: PGlite, version: string, arm: 'live' | 'canary'): Promise<boolean> {
  const { rows } = await db.query<{ running: boolean }>(
    `select public.telemetry_release_running('marketing', $1, $2, '2026-11-28 10:00Z') as running`,
    [version, arm],
  );
  return rows[0]!.running;
}

// A journal as it was before the enums (every kind of switch, every status of a canary), then the
// migration: every row is kept, each closed list now an enum.
describe(`${ENUMS_MIGRATION}: the release journal's closed lists become enums, every row kept`, () => {
  let db: PGlite;
  let dated: DatabaseBefore | undefined;
  let before: string[];

  beforeAll(async () => {
    dated = await databaseBefore(ENUMS_MIGRATION);
    db = dated.db;
    // Every kind, a minute apart from 09:00; the last, a canary's step of v3 over live v2 at 09:58.
    await db.query(
      `insert into public.release_switches (at, bundle, version, previous, kind, share, reason)
       select '2026-11-28 09:00Z'::timestamptz + (n - 1) * interval '1 minute', 'shell', 'v' || n, null, kind, null, kind
       from unnest($1::text[]) with ordinality as k(kind, n)`,
      [KINDS],
    );
    await db.exec(`
      insert into public.release_switches (at, bundle, version, previous, kind, share, reason)
      values ('2026-11-28 09:58Z', 'marketing', 'v3', 'v2', 'canary-step', 25, 'canary at 25 %');
      insert into public.release_canaries (bundle, version, live, share, lease_until, status, started_at, updated_at)
      values ('marketing', 'v3', 'v2', 25, '2026-11-28 11:00Z', 'running', '2026-11-28 09:30Z', '2026-11-28 09:58Z'),
             ('knowledge-hub', 'v5', 'v4', 0, '2026-11-28 09:00Z', 'promoted', '2026-11-27 08:00Z', '2026-11-27 09:00Z'),
             ('staff', 'v7', 'v6', 0, '2026-11-28 09:00Z', 'aborted', '2026-11-27 08:00Z', '2026-11-27 09:00Z'),
             ('shell', 'v9', 'v8', 0, '2026-11-28 09:00Z', 'stopped', '2026-11-27 08:00Z', '2026-11-27 09:00Z');
    `);
    before = await journalRows(db);
    expect(await columnTypes(db)).toEqual(['release_canaries.status text', 'release_switches.kind text']);
    await dated.migrate();
  }, 60_000);
  afterAll(async () => {
    await dated?.close();
  });

  it('keeps every row as it was', async () => {
    expect(before.length).toBe(KINDS.length + 1 + STATUSES.length);
    expect(await journalRows(db)).toEqual(before);
  });

  it('holds the kinds and the statuses as enums, in the order of the lists, and refuses a value of none', async () => {
    expect(await columnTypes(db)).toEqual([
      'release_canaries.status release_canary_status',
      'release_switches.kind release_switch_kind',
    ]);
    const labels = await db.query<{ kinds: string[]; statuses: string[] }>(
      `select enum_range(null::public.release_switch_kind)::text[] as kinds,
              enum_range(null::public.release_canary_status)::text[] as statuses`,
    );
    expect(labels.rows[0]).toEqual({ kinds: KINDS, statuses: STATUSES });
    await expect(
      db.exec(
        "insert into public.release_switches (at, bundle, version, kind, reason) values (now(), 'shell', 'v1', 'deploy', 'x')",
      ),
    ).rejects.toThrow(/invalid input value for enum release_switch_kind: "deploy"/);
    await expect(db.exec("update public.release_canaries set status = 'paused'")).rejects.toThrow(
      /invalid input value for enum release_canary_status: "paused"/,
    );
  });

  it('still tells which releases run from the kinds and statuses, as collect_telemetry asks', async () => {
    // The canary's step leaves v2 live and runs v3 on the canary arm; v1 was never marketing's.
    expect(await running(db, 'v2', 'live')).toBe(true);
    expect(await running(db, 'v3', 'live')).toBe(false);
    expect(await running(db, 'v3', 'canary')).toBe(true);
    expect(await running(db, 'v1', 'live')).toBe(false);
  });
});
