import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../database/open-database';
import { SUPABASE_DIR } from '../paths';

/**
 * Where the jest run's template database lives: created once before the tests (base objects,
 * every migration, the seed), then copied into each test backend's data folder. Opening a copy
 * takes a fraction of the time creating one does.
 */
export const TEMPLATE_DATABASE_ENV = 'LOCAL_BACKEND_TEST_TEMPLATE';

/** Creates the template database in a new temp folder and returns that folder. */
export async function createTemplateDatabase(): Promise<string> {
  const dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'local-backend-template-')), 'data');
  const db = await openDatabase({ dataDir: dir, supabaseDir: SUPABASE_DIR, fresh: false, log: () => {} });
  await db.close();
  return dir;
}

/** Deletes the template's temp folder. */
export async function removeTemplateDatabase(dir: string): Promise<void> {
  await rm(path.dirname(dir), { recursive: true, force: true });
}

/**
 * Copies the run's template database (if there is one) into `dataDir`, which must not exist yet.
 * Without a template the backend creates its database itself, as it does outside tests.
 */
export async function copyTemplateDatabase(dataDir: string): Promise<void> {
  const template = process.env[TEMPLATE_DATABASE_ENV];
  if (template && existsSync(template)) await cp(template, dataDir, { recursive: true });
}
