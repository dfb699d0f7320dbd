import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { applyMigrations, bootstrapDatabase } from './bootstrap';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

/** Where the database lives and how to report progress. */
export interface OpenDatabaseOptions {
  dataDir: string;
  supabaseDir: string;
  fresh: boolean;
  log: (line: string) => void;
}

/**
 * Opens the PGlite data folder, creating it on first use (base objects, migrations, seed).
 * Creation happens in a sibling temp folder that is renamed into place only when complete, so an
 * interrupted first start never leaves a half-migrated database behind.
 * An existing folder is opened as is, apart from migrations added since it was created.
 */
export async function openDatabase({ dataDir, supabaseDir, fresh, log }: OpenDatabaseOptions): Promise<PGlite> {
  if (fresh) await removeDataDir(dataDir);
  if (isPgliteDataDir(dataDir)) {
    log(`opening database in ${dataDir}`);
    const db = await createPglite(dataDir);
    const added = await applyMigrations(db, supabaseDir, log);
    if (added.length > 0) log(`applied ${added.length} new migration(s); seed not re-run (use --fresh to reset)`);
    return db;
  }
  await assertEmptyOrMissing(dataDir);

  log(`creating database in ${dataDir}…`);
  const staging = `${dataDir}.creating-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(path.dirname(dataDir), { recursive: true });
  const db = await createPglite(staging);
  try {
    await bootstrapDatabase(db, supabaseDir, log);
  } catch (error) {
    await db.close();
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
  await rename(staging, dataDir);
  return createPglite(dataDir);
}

function createPglite(dir: string): Promise<PGlite> {
  return PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
}

function isPgliteDataDir(dir: string): boolean {
  return existsSync(path.join(dir, 'PG_VERSION'));
}

async function assertEmptyOrMissing(dir: string): Promise<void> {
  const entries = await readdir(dir).catch(() => []);
  if (entries.length > 0) {
    throw new Error(`${dir} exists but is not a database folder; refusing to touch it. Pick another data dir.`);
  }
}

// `fresh` deletes only what is recognisably a database folder: a mistyped --data-dir must not
// wipe someone's files.
async function removeDataDir(dir: string): Promise<void> {
  if (isPgliteDataDir(dir)) await rm(dir, { recursive: true, force: true });
  else await assertEmptyOrMissing(dir);
}
