import type { PGlite } from '@electric-sql/pglite';
import { applySeed } from '../../local-backend/src/database/bootstrap';
import { databaseBefore, type DatabaseBefore } from './helpers/before-migration';
import { SUPABASE_DIR } from './helpers/pglite-database';

const STAFF_MIGRATION = '20261123090000_staff_workspace.sql';

/** Everything the anon role may do, as the catalogs say: grants, and the policies that apply to it. */
async function anonRights(db: PGlite) {
  const q = async (sql: string) =>
    (await db.query<Record<string, unknown>>(sql)).rows.map((r) => Object.values(r).join(' '));
  return {
    tables: await q(
      "select table_schema, table_name, privilege_type from information_schema.role_table_grants where grantee = 'anon' order by 1, 2, 3",
    ),
    columns: await q(
      "select table_schema, table_name, column_name, privilege_type from information_schema.column_privileges where grantee = 'anon' order by 1, 2, 3, 4",
    ),
    routines: await q(
      "select routine_schema, routine_name from information_schema.routine_privileges where grantee = 'anon' order by 1, 2",
    ),
    policies: await q(
      "select schemaname, tablename, cmd, coalesce(qual, '-') as using_expr, coalesce(with_check, '-') as check_expr from pg_policies where roles && array['anon', 'public']::name[] order by 1, 2, 3, 4",
    ),
  };
}

async function anonSees(db: PGlite): Promise<string[]> {
  await db.exec('begin');
  try {
    await db.exec('select set_config(\'request.jwt.claims\', \'{"role":"anon"}\', true); set local role anon');
    return (await db.query<{ title: string }>('select title from public.resources order by created_at desc')).rows.map(
      (r) => r.title,
    );
  } finally {
    await db.exec('rollback');
  }
}

// A database as it is today (seeded, plus a row the content team added by SQL), before and after
// the staff workspace migration: what a visitor may do must not change.
describe(`${STAFF_MIGRATION}: visitors keep exactly today's rights`, () => {
  let db: PGlite;
  let dated: DatabaseBefore | undefined;
  let before: Awaited<ReturnType<typeof anonRights>>;
  let after: Awaited<ReturnType<typeof anonRights>>;
  let seenBefore: string[];
  let seenAfter: string[];

  beforeAll(async () => {
    // The migrations before it, the seed, then it: as a database of that day meets it.
    dated = await databaseBefore(STAFF_MIGRATION);
    db = dated.db;
    await applySeed(db, SUPABASE_DIR);
    await db.exec("insert into public.resources (type, title, url) values ('Case Study', 'Added by SQL', '#')");
    before = await anonRights(db);
    seenBefore = await anonSees(db);
    await dated.migrate();
    after = await anonRights(db);
    seenAfter = await anonSees(db);
  }, 60_000);
  afterAll(async () => {
    await dated?.close();
  });

  it('leaves every table and column grant of anon as it was', () => {
    expect(before.tables.length).toBeGreaterThan(0);
    expect(after.tables).toEqual(before.tables);
    expect(before.columns.filter((c) => !after.columns.includes(c))).toEqual([]);
    // The one new column is readable through the table-wide SELECT visitors already had.
    expect(after.columns.filter((c) => !before.columns.includes(c))).toEqual(['public resources published SELECT']);
  });

  it('adds only the right to call public.is_staff()', () => {
    expect(after.routines.filter((r) => !before.routines.includes(r))).toEqual(['public is_staff']);
    expect(before.routines.filter((r) => !after.routines.includes(r))).toEqual([]);
  });

  it('changes only the resources read policy, from every row to published rows', () => {
    expect(before.policies.filter((p) => !after.policies.includes(p))).toEqual(['public resources SELECT true -']);
    expect(after.policies.filter((p) => !before.policies.includes(p))).toEqual(['public resources SELECT published -']);
  });

  it('shows visitors the same resources, in the same order, as before', () => {
    expect(seenBefore).toHaveLength(10);
    expect(seenAfter).toEqual(seenBefore);
  });
});
