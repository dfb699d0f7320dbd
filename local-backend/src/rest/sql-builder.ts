import { EXPOSED_SCHEMA } from '../database/schema-cache';
import type { Filter, OrderTerm, ParsedQuery, SelectItem } from './query-params';

/** A statement plus its parameters; values never appear in the SQL text. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** Double-quotes an identifier (callers have already checked it against the schema cache). */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

const qualified = (table: string): string => `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(table)}`;

const COMPARISON: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

function selectList(select: SelectItem[] | null): string {
  if (!select) return '*';
  return select
    .map((s) => (s.alias ? `${quoteIdent(s.column)} as ${quoteIdent(s.alias)}` : quoteIdent(s.column)))
    .join(', ');
}

function condition(filter: Filter, params: unknown[]): string {
  const col = quoteIdent(filter.column);
  const bind = (value: string): string => {
    params.push(value);
    return `$${params.length}`;
  };
  let sql: string;
  if (filter.operator === 'is') sql = `${col} is ${String(filter.value).toLowerCase()}`;
  else if (filter.operator === 'in') {
    const list = filter.value as string[];
    sql = list.length === 0 ? 'false' : `${col} in (${list.map(bind).join(', ')})`;
  } else if (filter.operator === 'like' || filter.operator === 'ilike') {
    // PostgREST lets clients write * for % because % is awkward in URLs.
    sql = `${col}::text ${filter.operator} ${bind(String(filter.value).replace(/\*/g, '%'))}`;
  } else sql = `${col} ${COMPARISON[filter.operator]} ${bind(String(filter.value))}`;
  return filter.negate ? `not (${sql})` : sql;
}

function whereClause(filters: Filter[], params: unknown[]): string {
  return filters.length ? ` where ${filters.map((f) => condition(f, params)).join(' and ')}` : '';
}

function orderClause(order: OrderTerm[]): string {
  if (!order.length) return '';
  const terms = order.map(
    (o) => `${quoteIdent(o.column)} ${o.descending ? 'desc' : 'asc'}${o.nulls ? ` nulls ${o.nulls}` : ''}`,
  );
  return ` order by ${terms.join(', ')}`;
}

// PostgREST builds the JSON inside PostgreSQL too, which keeps value formats identical
// (e.g. timestamptz as "2025-06-10T03:30:00+00:00").
const asJsonArray = (rowsSql: string): string =>
  `select coalesce(json_agg(_row), '[]')::text as body, count(*)::int as n from (${rowsSql}) _row`;

/** GET: the rows as one JSON array text in column `body`, their number in `n`. */
export function buildSelect(table: string, q: ParsedQuery): Statement {
  const params: unknown[] = [];
  let sql = `select ${selectList(q.select)} from ${qualified(table)}${whereClause(q.filters, params)}${orderClause(q.order)}`;
  if (q.limit !== null) sql += ` limit ${q.limit}`;
  if (q.offset !== null) sql += ` offset ${q.offset}`;
  return { sql: asJsonArray(sql), params };
}

/** `Prefer: count=exact`: rows matching the filters, ignoring limit/offset. */
export function buildCount(table: string, q: ParsedQuery): Statement {
  const params: unknown[] = [];
  return { sql: `select count(*)::int as n from ${qualified(table)}${whereClause(q.filters, params)}`, params };
}

function withRepresentation(statement: string, select: SelectItem[] | null | false): string {
  if (select === false) return statement;
  return `with _mutation as (${statement} returning *) ${asJsonArray(`select ${selectList(select)} from _mutation`)}`;
}

/**
 * POST: inserts rows from a JSON array via json_populate_recordset, which converts each JSON value
 * to the column type just as PostgREST does. `select === false` means `return=minimal`, which
 * must not use RETURNING: that would need SELECT privilege visitors do not have on leads.
 */
export function buildInsert(
  table: string,
  columns: string[],
  rows: unknown[],
  select: SelectItem[] | null | false,
): Statement {
  const cols = columns.map(quoteIdent).join(', ');
  const source = `from json_populate_recordset(null::${qualified(table)}, $1::json)`;
  const insert = columns.length
    ? `insert into ${qualified(table)} (${cols}) select ${cols} ${source}`
    : `insert into ${qualified(table)} select ${source}`;
  return { sql: withRepresentation(insert, select), params: [JSON.stringify(rows)] };
}

/** PATCH: updates the filtered rows with the JSON object's columns. */
export function buildUpdate(
  table: string,
  columns: string[],
  row: object,
  q: ParsedQuery,
  select: SelectItem[] | null | false,
): Statement {
  const params: unknown[] = [JSON.stringify(row)];
  const cols = columns.map(quoteIdent).join(', ');
  const update = `update ${qualified(table)} set (${cols}) = (select ${cols} from json_populate_record(null::${qualified(table)}, $1::json))${whereClause(q.filters, params)}`;
  return { sql: withRepresentation(update, select), params };
}

/** DELETE: deletes the filtered rows. */
export function buildDelete(table: string, q: ParsedQuery, select: SelectItem[] | null | false): Statement {
  const params: unknown[] = [];
  return {
    sql: withRepresentation(`delete from ${qualified(table)}${whereClause(q.filters, params)}`, select),
    params,
  };
}
