import { PGlite } from '@electric-sql/pglite';
import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { applyMigrations, createSupabaseBase } from '../../local-backend/src/database/bootstrap';
import { PGLITE_EXTENSIONS } from '../../local-backend/src/database/pglite-extensions';
import { SUPABASE_DIR } from './helpers/pglite-database';

const STORAGE_MIGRATION = '20250615090000_resource_storage_locations.sql';

// A database created before resource urls became storage locations (a local data folder, or a
// hosted project seeded from the old seed.sql) gets the new migration only, never the new seed.
describe(`${STORAGE_MIGRATION} on a database that holds the old absolute links`, () => {
  let db: PGlite;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'storage-locations-'));
    await mkdir(path.join(dir, 'migrations'));
    const all = (await readdir(path.join(SUPABASE_DIR, 'migrations'))).sort();
    const copy = (name: string) =>
      copyFile(path.join(SUPABASE_DIR, 'migrations', name), path.join(dir, 'migrations', name));
    db = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    await createSupabaseBase(db);
    for (const name of all.slice(0, all.indexOf(STORAGE_MIGRATION))) await copy(name);
    await applyMigrations(db, dir);
    await db.query(
      `insert into public.resources (type, title, url) values
         ('Report', 'seeded', 'http://localhost:54321/storage/v1/object/public/resources/a.html'),
         ('Report', 'moved port', 'http://127.0.0.1:38321/storage/v1/object/public/resources/b.html'),
         ('Report', 'elsewhere', 'https://example.com/storage/v1/object/public/resources/c.html'),
         ('Report', 'placeholder', '#')`,
    );
    await copy(STORAGE_MIGRATION);
    await applyMigrations(db, dir);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('turns local storage addresses into storage locations and leaves other urls alone', async () => {
    const { rows } = await db.query<{ title: string; url: string }>(
      'select title, url from public.resources order by title',
    );
    expect(rows).toEqual([
      { title: 'elsewhere', url: 'https://example.com/storage/v1/object/public/resources/c.html' },
      { title: 'moved port', url: 'resources/b.html' },
      { title: 'placeholder', url: '#' },
      { title: 'seeded', url: 'resources/a.html' },
    ]);
  });
});
