import type { PGlite } from '@electric-sql/pglite';
import { databaseBefore, type DatabaseBefore } from './helpers/before-migration';

const STORAGE_MIGRATION = '20250615090000_resource_storage_locations.sql';

// A database created before resource urls became storage locations (a local data folder, or a
// hosted project seeded from the old seed.sql) gets the new migration only, never the new seed.
describe(`${STORAGE_MIGRATION} on a database that holds the old absolute links`, () => {
  let db: PGlite;
  let dated: DatabaseBefore | undefined;
  beforeAll(async () => {
    dated = await databaseBefore(STORAGE_MIGRATION);
    db = dated.db;
    await db.query(
      `insert into public.resources (type, title, url) values
         ('Report', 'seeded', 'http://localhost:54321/storage/v1/object/public/resources/a.html'),
         ('Report', 'moved port', 'http://127.0.0.1:38321/storage/v1/object/public/resources/b.html'),
         ('Report', 'elsewhere', 'https://example.com/storage/v1/object/public/resources/c.html'),
         ('Report', 'placeholder', '#')`,
    );
    await dated.migrate();
  }, 60_000);
  afterAll(async () => {
    await dated?.close();
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
