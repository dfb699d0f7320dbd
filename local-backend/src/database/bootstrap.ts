import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SUPABASE_BASE_SQL } from '../paths';
import type { SqlRunner } from './sql-runner';

/** A migration file of supabase/migrations, named `<version>_<name>.sql` like the CLI expects. */
export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

/** Creates roles, schemas and auth objects that hosted Supabase has before any migration. */
export async function createSupabaseBase(db: SqlRunner): Promise<void> {
  await db.exec(await readFile(SUPABASE_BASE_SQL, 'utf8'));
}

/** Lists supabase/migrations in the order the CLI applies them (by version). */
export async function listMigrations(supabaseDir: string): Promise<MigrationFile[]> {
  const dir = path.join(supabaseDir, 'migrations');
  const names = (await readdir(dir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  return names.map((f) => {
    const [version = '', ...rest] = f.replace(/\.sql$/, '').split('_');
    return { version, name: rest.join('_'), file: path.join(dir, f) };
  });
}

/**
 * Applies every migration not yet recorded in supabase_migrations.schema_migrations, each in
 * its own transaction, and returns the ones applied. A failing file leaves no partial state.
 */
export async function applyMigrations(
  db: SqlRunner,
  supabaseDir: string,
  log: (line: string) => void = () => {},
): Promise<MigrationFile[]> {
  const done = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const applied = new Set(done.rows.map((r) => r.version));
  const pending = (await listMigrations(supabaseDir)).filter((m) => !applied.has(m.version));
  for (const migration of pending) {
    log(`applying migration ${path.basename(migration.file)}`);
    const sql = await readFile(migration.file, 'utf8');
    try {
      await inTransaction(db, async () => {
        await db.exec(sql);
        await db.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [migration.version, migration.name, [sql]],
        );
      });
    } catch (error) {
      throw new Error(`Migration ${path.basename(migration.file)} failed: ${(error as Error).message}`);
    }
  }
  return pending;
}

async function inTransaction(db: SqlRunner, work: () => Promise<unknown>): Promise<void> {
  await db.exec('begin');
  try {
    await work();
    await db.exec('commit');
  } catch (error) {
    await db.exec('rollback');
    throw error;
  }
}

/** Runs supabase/seed.sql (if present) in one transaction and returns the number of resources. */
export async function applySeed(db: SqlRunner, supabaseDir: string): Promise<number> {
  const seedFile = path.join(supabaseDir, 'seed.sql');
  const sql = await readFile(seedFile, 'utf8').catch(() => '');
  await inTransaction(db, () => db.exec(sql));
  const count = await db.query<{ n: number | string }>('select count(*)::int as n from public.resources');
  return Number(count.rows[0]?.n ?? 0);
}

/** Base objects, then every migration, then the seed: what `supabase db reset` does. */
export async function bootstrapDatabase(
  db: SqlRunner,
  supabaseDir: string,
  log: (line: string) => void = () => {},
): Promise<void> {
  await createSupabaseBase(db);
  await applyMigrations(db, supabaseDir, log);
  const seeded = await applySeed(db, supabaseDir);
  log(`seeded ${seeded} resources`);
}
