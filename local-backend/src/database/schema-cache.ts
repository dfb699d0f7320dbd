import type { PGlite } from '@electric-sql/pglite';

/** Tables and columns of the exposed schema, like PostgREST's schema cache. */
export type SchemaCache = ReadonlyMap<string, ReadonlySet<string>>;

/** The only schema the REST API exposes (supabase/config.toml `[api] schemas`). */
export const EXPOSED_SCHEMA = 'public';

/** Reads the tables and views of the exposed schema with their columns. */
export async function loadSchemaCache(db: PGlite): Promise<SchemaCache> {
  const result = await db.query<{ table_name: string; column_name: string }>(
    `select c.relname as table_name, a.attname as column_name
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid
      where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
        and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
    [EXPOSED_SCHEMA],
  );
  const cache = new Map<string, Set<string>>();
  for (const { table_name, column_name } of result.rows) {
    const columns = cache.get(table_name) ?? new Set<string>();
    columns.add(column_name);
    cache.set(table_name, columns);
  }
  return cache;
}
