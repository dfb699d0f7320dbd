import type { PGlite } from '@electric-sql/pglite';
import { EXPOSED_SCHEMA } from '../database/schema-cache';

/** One input parameter of a function. */
export interface RoutineParam {
  name: string;
  /** Its type as PostgreSQL writes it (`text`, `double precision`, `jsonb`, ...). */
  type: string;
  required: boolean;
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
}

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
    defaults: number;
    retset: boolean;
    rettype: string;
    typtype: string;
    volatile: string;
  }>(
    `select p.proname as name, p.proargnames as names, p.pronargdefaults as defaults, p.proretset as retset,
            array(select format_type(t, null) from unnest(p.proargtypes) as t) as types,
            p.prorettype::regtype::text as rettype, t.typtype, p.provolatile as volatile
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type t on t.oid = p.prorettype
      where n.nspname = $1 and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype`,
    [EXPOSED_SCHEMA],
  );
  return result.rows.map((row) => ({
    name: row.name,
    // proargnames also lists OUT parameters, after the inputs proargtypes describes.
    params: row.types.map((type, i) => ({
      name: row.names?.[i] ?? '',
      type,
      required: i < row.types.length - row.defaults,
    })),
    returnsSet: row.retset,
    returnsVoid: row.rettype === 'void',
    returnsScalar: row.typtype !== 'c' && row.rettype !== 'record',
    volatile: row.volatile === 'v',
  }));
}
