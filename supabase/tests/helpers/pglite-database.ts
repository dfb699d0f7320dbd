import { PGlite } from '@electric-sql/pglite';
import path from 'node:path';
import { bootstrapDatabase } from '../../../local-backend/src/database/bootstrap';
import { PGLITE_EXTENSIONS } from '../../../local-backend/src/database/pglite-extensions';

/** supabase/ folder, the source of migrations and seed. */
export const SUPABASE_DIR = path.resolve(__dirname, '../..');

/**
 * An in-memory PGlite prepared exactly like the local backend's data folder: Supabase base
 * objects, every migration, then seed.sql.
 */
export async function createPgliteDatabase(): Promise<PGlite> {
  const db = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await bootstrapDatabase(db, SUPABASE_DIR);
  return db;
}
