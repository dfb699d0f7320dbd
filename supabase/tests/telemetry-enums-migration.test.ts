import type { PGlite } from '@electric-sql/pglite';
import { databaseBefore, type DatabaseBefore } from './helpers/before-migration';

const ENUMS_MIGRATION = '20261128110000_telemetry_enums.sql';

/** Every row of the tables whose closed lists become enums, as text, in a stable order. */
async function telemetryRows(db: PGlite): Promise<string[]> {
  const tables = ['telemetry_rollups', 'telemetry_vitals', 'telemetry_vital_edges', 'telemetry_page_load_releases'];
  const rows: string[] = [];
  for (const table of tables) {
    const result = await db.query<{ row: string }>(`select t::text as row from public.${table} t order by 1`);
    rows.push(...result.rows.map((r) => `${table} ${r.row}`));
  }
  // The visitors' rows but their keys, which a later day replaces.
  const visitors = await db.query<{ row: string }>(
    'select (bundle, version, arm, minute, errored, crashed)::text as row from public.telemetry_visitors order by 1',
  );
  return [...rows, ...visitors.rows.map((r) => `telemetry_visitors ${r.row}`)];
}

/** The type of each column that held a closed list as text. */
async function columnTypes(db: PGlite): Promise<string[]> {
  const result = await db.query<{ c: string }>(
    `select table_name || '.' || column_name || ' ' || udt_name as c from information_schema.columns
     where table_schema = 'public' and table_name like 'telemetry%' and column_name in ('arm', 'vital') order by 1`,
  );
  return result.rows.map((r) => r.c);
}

// A database as it was before the enums (every arm, every vital, page loads and visitors stored),
// then the migration: every row is kept, each closed list now an enum.
describe(`${ENUMS_MIGRATION}: the closed lists become enums, every row kept`, () => {
  let db: PGlite;
  let dated: DatabaseBefore | undefined;
  let before: string[];

  beforeAll(async () => {
    dated = await databaseBefore(ENUMS_MIGRATION);
    db = dated.db;
    await db.exec(`
      insert into public.telemetry_rollups (minute, bundle, version, arm, route, mobile, page_loads, errored)
      values ('2026-11-28 10:00Z', 'shell', 'v1', 'live', '/', false, 3, 1),
             ('2026-11-28 10:00Z', 'marketing', 'v2', 'canary', '/services', true, 2, 0),
             ('2026-11-28 10:01Z', 'marketing', 'v3', 'preview', '*', false, 1, 1);
      insert into public.telemetry_vitals (minute, bundle, version, arm, route, mobile, vital, counts)
      select '2026-11-28 10:00Z', 'shell', 'v1', 'live', '/', false, e.vital, '{1,2}' from public.telemetry_vital_edges e;
      insert into public.telemetry_page_loads (load_key, began) values ('k1', now());
      insert into public.telemetry_page_load_releases (load_key, bundle, version, arm, minute, route, mobile, errored)
      values ('k1', 'shell', 'v1', 'canary', '2026-11-28 10:00Z', '/', false, true);
      insert into public.telemetry_visitors (day, visitor_key, bundle, version, arm, minute, crashed)
      values (current_date, 'visitor', 'shell', 'v1', 'preview', '2026-11-28 10:00Z', true);
    `);
    before = await telemetryRows(db);
    expect(await columnTypes(db)).toEqual([
      'telemetry_page_load_releases.arm text',
      'telemetry_rollups.arm text',
      'telemetry_visitors.arm text',
      'telemetry_vital_edges.vital text',
      'telemetry_vitals.arm text',
      'telemetry_vitals.vital text',
    ]);
    await dated.migrate();
  }, 60_000);
  afterAll(async () => {
    await dated?.close();
  });

  it('keeps every row as it was', async () => {
    expect(before.length).toBe(3 + 5 + 5 + 1 + 1);
    expect(await telemetryRows(db)).toEqual(before);
  });

  it('holds every arm and vital as an enum, and refuses a value of no list', async () => {
    expect(await columnTypes(db)).toEqual([
      'telemetry_page_load_releases.arm telemetry_arm',
      'telemetry_rollups.arm telemetry_arm',
      'telemetry_visitors.arm telemetry_arm',
      'telemetry_vital_edges.vital telemetry_vital',
      'telemetry_vitals.arm telemetry_arm',
      'telemetry_vitals.vital telemetry_vital',
    ]);
    await expect(
      db.exec(
        "insert into public.telemetry_rollups (minute, bundle, version, arm, route, mobile) values (now(), 'shell', 'v1', 'beta', '/', false)",
      ),
    ).rejects.toThrow(/invalid input value for enum telemetry_arm: "beta"/);
  });

  it('reads the releases back with their arms through the read functions', async () => {
    const health = await db.query<{ bundle: string; arm: string; page_loads: number }>(
      "select bundle, arm, page_loads from public.telemetry_release_health('2026-11-28 09:00Z', '2026-11-28 11:00Z')",
    );
    expect(health.rows.map((r) => `${r.bundle} ${r.arm} ${r.page_loads}`)).toEqual([
      'marketing canary 2',
      'marketing preview 1',
      'shell live 3',
    ]);
  });

  it('makes collect_telemetry read its JSON batch once, in one statement', async () => {
    const { rows } = await db.query<{ body: string }>(
      "select prosrc as body from pg_proc where proname = 'collect_telemetry' and pronamespace = 'public'::regnamespace",
    );
    expect(rows).toHaveLength(1);
    const code = rows[0]!.body.replace(/--.*$/gm, '');
    // The parameter is named once in the code: the statement that parses it into the temporary tables.
    expect(code.match(/\bbatch\b/g)).toEqual(['batch']);
    expect(code).toMatch(/jsonb_to_recordset\(batch\)/);
  });
});
