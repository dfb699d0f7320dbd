import { PGlite } from '@electric-sql/pglite';
import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { applyMigrations, createSupabaseBase } from '../../../local-backend/src/database/bootstrap';
import { PGLITE_EXTENSIONS } from '../../../local-backend/src/database/pglite-extensions';
import { SUPABASE_DIR } from './pglite-database';

/** A database as it was the day before a migration, which `migrate()` then applies. */
export interface DatabaseBefore {
  db: PGlite;
  /** Applies the migration, as that database meets it. */
  migrate: () => Promise<void>;
  /** Closes the database and removes its migrations folder. */
  close: () => Promise<void>;
}

/**
 * An in-memory database with Supabase's base objects and every migration before `migration` (a
 * file name in supabase/migrations), so a test can store rows of that day and then apply it.
 */
export async function databaseBefore(migration: string): Promise<DatabaseBefore> {
  const all = (await readdir(path.join(SUPABASE_DIR, 'migrations'))).sort();
  const at = all.indexOf(migration);
  if (at <= 0) throw new Error(`${migration} is not a migration after the first one of supabase/migrations`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'before-migration-'));
  await mkdir(path.join(dir, 'migrations'));
  const copy = (name: string) =>
    copyFile(path.join(SUPABASE_DIR, 'migrations', name), path.join(dir, 'migrations', name));
  const db = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await createSupabaseBase(db);
  for (const name of all.slice(0, at)) await copy(name);
  await applyMigrations(db, dir);
  return {
    db,
    migrate: async () => {
      await copy(migration);
      await applyMigrations(db, dir);
    },
    close: async () => {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
