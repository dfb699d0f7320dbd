import type { PGlite } from '@electric-sql/pglite';
import { EXPOSED_SCHEMA } from '../database/schema-cache';

/** One input parameter of a function. */
export interface RoutineParam {
  name: string;
  /** Its type as PostgreSQL writes it (`text`, `double precision`, `jsonb`, ...). */
  type: string;
  required: boolean;
  /** A row (composite) type: a JSON object argument is converted field by field. */
  composite: boolean;
}

/** A function of the exposed schema, as PostgREST's schema cache describes it (SchemaCache/Routine.hs). */
export interface Routine {
  name: string;
  params: RoutineParam[];
  returnsSet: boolean;
  returnsVoid: boolean;
  /** True for a base/domain/enum return type (answered as the bare value), false for a row type. */
  returnsScalar: boolean;
  volatile: boolean;
  /** The columns of a row-returning function (its type's attributes or its OUT/TABLE parameters). */
  columns: string[];
  /** The exposed table whose row type it returns (its rows can embed that table's relations), or null. */
  table: string | null;
  /** False for a computed field, which `/rpc` cannot call but whose name it knows. */
  callable: boolean;
}

// A function whose parameters are all unnamed is callable only with a single one of these types
// (PostgREST's schema cache leaves the others out, so they are not found: 404 PGRST202).
const UNNAMED_CALLABLE = new Set(['bytea', 'json', 'jsonb', 'text', 'xml']);

const cache = new WeakMap<PGlite, Promise<Routine[]>>();

/**
 * The exposed schema's functions, read once per database as PostgREST reads its schema cache at
 * start (trigger functions and procedures cannot be called through /rpc and are left out).
 */
export function loadRoutines(db: PGlite): Promise<Routine[]> {
  let routines = cache.get(db);
  if (!routines) {
    routines = readRoutines(db);
    cache.set(db, routines);
  }
  return routines;
}

async function readRoutines(db: PGlite): Promise<Routine[]> {
  const result = await db.query<{
    name: string;
    names: string[] | null;
    types: string[];
    composites: boolean[];
    defaults: number;
    retset: boolean;
    rettype: string;
    typtype: string;
    volatile: string;
    modes: string[] | null;
    attributes: string[];
    table: string | null;
  }>(
    `select p.proname as name, p.proargnames as names, p.pronargdefaults as defaults, p.proretset as retset,
            array(select format_type(t, null) from unnest(p.proargtypes) as t) as types,
            array(select pt.typtype = 'c' from unnest(p.proargtypes) with ordinality as a(t, i)
                   join pg_type pt on pt.oid = a.t order by a.i) as composites,
            p.prorettype::regtype::text as rettype, t.typtype, p.provolatile as volatile,
            p.proargmodes::text[] as modes,
            array(select a.attname from pg_attribute a
                   where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped order by a.attnum) as attributes,
            (select c.relname from pg_class c
              where c.oid = t.typrelid and c.relnamespace = n.oid and c.relkind in ('r', 'v', 'm', 'p', 'f')) as table
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type t on t.oid = p.prorettype
      where n.nspname = $1 and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype`,
    [EXPOSED_SCHEMA],
  );
  return result.rows
    .filter((row) => callable(row) || computedField(row))
    .map((row) => ({
      name: row.name,
      callable: callable(row),
      // proargnames also lists OUT parameters, after the inputs proargtypes describes.
      params: row.types.map((type, i) => ({
        name: row.names?.[i] ?? '',
        type,
        required: i < row.types.length - row.defaults,
        composite: row.composites[i] ?? false,
      })),
      returnsSet: row.retset,
      returnsVoid: row.rettype === 'void',
      returnsScalar: row.typtype !== 'c' && row.rettype !== 'record',
      volatile: row.volatile === 'v',
      // A record (RETURNS TABLE, OUT parameters) names its columns in the OUT/INOUT/TABLE arguments.
      columns: row.attributes.length
        ? row.attributes
        : (row.names ?? []).filter((_, i) => ['o', 'b', 't'].includes(row.modes?.[i] ?? 'i')),
      table: row.table,
    }));
}

/**
 * A function of one unnamed row-type parameter (a computed field, `f(public.messages)`): not
 * callable, yet PostgREST knows its name, so a call to it gets no "Perhaps you meant" hint.
 */
function computedField(row: { names: string[] | null; composites: boolean[] }): boolean {
  return row.names === null && row.composites.length === 1 && row.composites[0] === true;
}

/**
 * PostgREST's rule for unnamed parameters: none unnamed, or exactly one parameter of a type in
 * {@link UNNAMED_CALLABLE} (proargnames is null when no parameter has a name).
 */
function callable(row: { names: string[] | null; types: string[] }): boolean {
  if (row.names !== null || row.types.length === 0) return true;
  return row.types.length === 1 && UNNAMED_CALLABLE.has(row.types[0] ?? '');
}
