import type { ParsedQuery } from './query-params';
import type { RowRange } from './range';
import type { Routine, RoutineParam } from './routines';
import { orderClause, qualified, quoteIdent, selectList, whereClause, type Statement } from './sql-builder';

/** Argument values by parameter name: JSON values of a POST body, or query-string text of a GET. */
export type RpcArgs = Record<string, unknown>;

/** How the function's result is read: PostgREST's read plan over the call. */
export interface RpcRead {
  /** `select=`, filters and `order=` over the result's columns. */
  query: ParsedQuery;
  range: RowRange;
  /** The result's name in SQL: the table a function returns rows of, else the function's name. */
  alias: string;
  /** `count=exact|estimated`: also count the rows the filters keep. */
  counted: boolean;
}

// A JSON string is passed as its text; numbers, booleans, objects and arrays as their JSON text;
// PostgreSQL casts the text to the parameter's type, as PostgREST's json_to_record does.
const argText = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

/** True when the function answers one value (scalar, void) rather than rows with columns. */
export const returnsValue = (routine: Routine): boolean => routine.returnsScalar || routine.returnsVoid;

/**
 * The call as one statement answering `body` (JSON), `n` (rows answered) and `total` (rows the
 * filters keep, when counted), in the shapes of PostgREST's callPlanToQuery and prepareCall: the
 * call is the `pgrst_source` CTE (a value as its `pgrst_scalar` column), read with the request's
 * select, filters, order and range; a scalar is answered as the bare value, a row as an object, a
 * set as an array.
 */
export function buildCall(routine: Routine, args: RpcArgs | string, read: RpcRead): Statement {
  const params: unknown[] = [];
  const bind = (value: unknown, param: RoutineParam | undefined): string => {
    params.push(argText(value));
    const type = param?.type ?? 'json';
    // A row type takes a JSON object field by field (nested rows and arrays too), as PostgREST's
    // json_to_record fills a composite column; text (a GET's `(1,foo)`) is the type's own input.
    if (param?.composite && typeof value === 'object' && value !== null && !Array.isArray(value))
      return `json_populate_record(null::${type}, $${params.length}::json)`;
    return `$${params.length}::${type}`;
  };
  const list =
    typeof args === 'string'
      ? bind(args, routine.params[0])
      : routine.params
          .filter((p) => Object.hasOwn(args, p.name))
          .map((p) => `${quoteIdent(p.name)} := ${bind(args[p.name], p)}`)
          .join(', ');
  const call = `${qualified(routine.name)}(${list})`;
  const value = returnsValue(routine);
  const source = value
    ? `select pgrst_call.pgrst_scalar from (select ${call} as pgrst_scalar) as pgrst_call`
    : `select pgrst_call.* from ${call} as pgrst_call`;
  const alias = quoteIdent(read.alias);
  const where = whereClause(read.query.filters, params);
  const page = `${read.range.limit === null ? '' : ` limit ${read.range.limit}`} offset ${read.range.offset}`;
  const rows = `select ${selectList(read.query.select, alias)} from pgrst_source as ${alias}${where}${orderClause(read.query.order)}${page}`;
  const item = value ? '_postgrest_t.pgrst_scalar' : '_postgrest_t';
  const body = routine.returnsSet
    ? `coalesce(json_agg(${item}), '[]')::text`
    : `coalesce((json_agg(${item})->0)::text, 'null')`;
  // PostgREST counts a function of one value or row as one row answered, whatever the filters.
  const answered = routine.returnsSet ? 'count(_postgrest_t)::int' : '1';
  const total = read.counted
    ? `(select count(*)::int from (select 1 from pgrst_source as ${alias}${where}) as _count)`
    : 'null::int';
  return {
    sql: `with pgrst_source as (${source}) select ${body} as body, ${answered} as n, ${total} as total from (${rows}) as _postgrest_t`,
    params,
  };
}
