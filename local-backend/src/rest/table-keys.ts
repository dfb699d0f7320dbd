import type { PGlite } from '@electric-sql/pglite';
import { EXPOSED_SCHEMA } from '../database/schema-cache';

const cache = new WeakMap<PGlite, Promise<ReadonlyMap<string, string[]>>>();

/**
 * Primary-key columns of the exposed schema's tables, read once per database: an upsert without
 * `on_conflict` resolves conflicts on them, as PostgREST does with its schema cache.
 */
export function primaryKeys(db: PGlite): Promise<ReadonlyMap<string, string[]>> {
  let keys = cache.get(db);
  if (!keys) {
    keys = db
      .query<{ table: string; columns: string[] }>(
        `select c.relname as table,
                array(select a.attname from unnest(con.conkey) with ordinality k(n, i)
                        join pg_attribute a on a.attrelid = c.oid and a.attnum = k.n order by k.i) as columns
           from pg_constraint con
           join pg_class c on c.oid = con.conrelid
           join pg_namespace n on n.oid = c.relnamespace
          where con.contype = 'p' and n.nspname = $1`,
        [EXPOSED_SCHEMA],
      )
      .then((result) => new Map(result.rows.map((row) => [row.table, row.columns])));
    cache.set(db, keys);
  }
  return keys;
}
