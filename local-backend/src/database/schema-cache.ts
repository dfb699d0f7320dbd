import type { PGlite } from '@electric-sql/pglite';

/** A single-column foreign key between two tables of the exposed schema (what embedding follows). */
export interface ForeignKey {
  constraint: string;
  /** The referencing table and column (the "many" side). */
  table: string;
  column: string;
  /** The referenced table and column (the "one" side). */
  references: string;
  referencedColumn: string;
}

/**
 * Tables and columns of the exposed schema, like PostgREST's schema cache, plus the foreign keys
 * resource embedding follows.
 */
export type SchemaCache = ReadonlyMap<string, ReadonlySet<string>> & { readonly foreignKeys: readonly ForeignKey[] };

/** The only schema the REST API exposes (supabase/config.toml `[api] schemas`). */
export const EXPOSED_SCHEMA = 'public';

/** Builds a cache from table -> columns entries and foreign keys (tests build small ones). */
export function schemaCache(
  tables: Iterable<[string, ReadonlySet<string>]>,
  foreignKeys: readonly ForeignKey[] = [],
): SchemaCache {
  return Object.assign(new Map(tables), { foreignKeys });
}

/** Reads the tables and views of the exposed schema with their columns, and their foreign keys. */
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
  const tables = new Map<string, Set<string>>();
  for (const { table_name, column_name } of result.rows) {
    const columns = tables.get(table_name) ?? new Set<string>();
    columns.add(column_name);
    tables.set(table_name, columns);
  }
  const keys = await db.query<ForeignKey>(
    `select con.conname as constraint, src.relname as table, sa.attname as column,
            dst.relname as references, da.attname as "referencedColumn"
       from pg_constraint con
       join pg_class src on src.oid = con.conrelid
       join pg_class dst on dst.oid = con.confrelid
       join pg_namespace sn on sn.oid = src.relnamespace
       join pg_namespace dn on dn.oid = dst.relnamespace
       join pg_attribute sa on sa.attrelid = con.conrelid and sa.attnum = con.conkey[1]
       join pg_attribute da on da.attrelid = con.confrelid and da.attnum = con.confkey[1]
      where con.contype = 'f' and cardinality(con.conkey) = 1
        and sn.nspname = $1 and dn.nspname = $1
      order by con.conname`,
    [EXPOSED_SCHEMA],
  );
  return schemaCache(tables, keys.rows);
}
