import { EXPOSED_SCHEMA } from '../database/schema-cache';
import type { RowRange } from './range';
import type { Routine } from './routines';
import { quoteIdent, type Statement } from './sql-builder';

/** Argument values by parameter name: JSON values of a POST body, or query-string text of a GET. */
export type RpcArgs = Record<string, unknown>;

// A JSON string is passed as its text; numbers, booleans, objects and arrays as their JSON text;
// PostgreSQL casts the text to the parameter's type, as PostgREST's json_to_record does.
const argText = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * The call as one statement answering `body` (JSON), `n` (rows answered) and `total` (rows the
 * function returned), in the shapes of PostgREST's callPlanToQuery: a scalar as the bare value,
 * a row as an object, a set as an array (paged by `range`).
 */
export function buildCall(routine: Routine, args: RpcArgs | string, range: RowRange): Statement {
  const params: unknown[] = [];
  const bind = (value: unknown, type: string): string => {
    params.push(argText(value));
    return `$${params.length}::${type}`;
  };
  const list =
    typeof args === 'string'
      ? bind(args, routine.params[0]?.type ?? 'json')
      : routine.params
          .filter((p) => Object.hasOwn(args, p.name))
          .map((p) => `${quoteIdent(p.name)} := ${bind(args[p.name], p.type)}`)
          .join(', ');
  const call = `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(routine.name)}(${list})`;
  if (!routine.returnsSet) {
    const source = routine.returnsScalar ? `(select ${call} as v) _r` : `${call} as _r`;
    const value = routine.returnsScalar ? '_r.v' : '_r';
    return {
      sql: `select coalesce((json_agg(${value})->0)::text, 'null') as body, count(*)::int as n, count(*)::int as total from ${source}`,
      params,
    };
  }
  const page = `${range.limit === null ? '' : ` limit ${range.limit}`} offset ${range.offset}`;
  const value = routine.returnsScalar ? '_r.v' : '_r';
  return {
    sql:
      `with _call as (select * from ${call} as v), _page as (select * from _call${page}) ` +
      `select (select coalesce(json_agg(${value}), '[]')::text from _page as _r) as body, ` +
      `(select count(*)::int from _page) as n, (select count(*)::int from _call) as total`,
    params,
  };
}
