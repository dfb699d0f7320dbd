import { EXPOSED_SCHEMA } from '../database/schema-cache';
import { payloadJson, type ColumnDefaults } from './column-defaults';
import type { Condition, OrderTerm, ParsedQuery, SelectNode } from './query-params';

/** A statement plus its parameters; values never appear in the SQL text. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** Double-quotes an identifier (callers have already checked it against the schema cache). */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** `"public"."<table>"`. */
export const qualified = (table: string): string => `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(table)}`;

const COMPARISON: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

/**
 * The select list over `relation` (the table's name, or an alias of it). An embedding becomes a
 * correlated subquery that follows the foreign key and returns the parent row as a JSON object
 * (or null), the shape PostgREST gives a many-to-one embedding. It runs as the caller too, so
 * the parent table's RLS decides what is embedded.
 */
export function selectList(select: SelectNode[] | null, relation: string, aliases = { next: 1 }): string {
  if (!select) return '*';
  return select
    .filter((node) => node.kind !== 'embed' || node.select?.length !== 0)
    .map((node) => {
      if (node.kind === 'star') return `${relation}.*`;
      if (node.kind === 'column') {
        const column = `${relation}.${quoteIdent(node.column)}`;
        return node.alias ? `${column} as ${quoteIdent(node.alias)}` : column;
      }
      const n = aliases.next++;
      const source = `_s${n}`;
      const fk = node.foreignKey;
      const inner = node.select ? selectList(node.select, source, aliases) : `${source}.*`;
      return (
        `(select to_json(_e${n}) from (select ${inner} from ${qualified(fk.references)} as ${source}` +
        ` where ${source}.${quoteIdent(fk.referencedColumn)} = ${relation}.${quoteIdent(fk.column)}) as _e${n})` +
        ` as ${quoteIdent(node.alias)}`
      );
    })
    .join(', ');
}

const hasEmbedding = (select: SelectNode[] | null): boolean => select?.some((n) => n.kind === 'embed') ?? false;

function condition(filter: Condition, params: unknown[]): string {
  if (filter.kind === 'logic') {
    const sql = `(${filter.conditions.map((c) => condition(c, params)).join(` ${filter.operator} `)})`;
    return filter.negate ? `not ${sql}` : sql;
  }
  const col = quoteIdent(filter.column);
  const bind = (value: string): string => {
    params.push(value);
    return `$${params.length}`;
  };
  let sql: string;
  if (filter.operator === 'is') sql = `${col} is ${String(filter.value).toLowerCase().replace('_', ' ')}`;
  else if (filter.operator === 'in') {
    const list = filter.value as string[];
    sql = list.length === 0 ? 'false' : `${col} in (${list.map(bind).join(', ')})`;
  } else if (filter.operator === 'like' || filter.operator === 'ilike') {
    // PostgREST lets clients write * for % because % is awkward in URLs.
    sql = `${col}::text ${filter.operator} ${bind(String(filter.value).replace(/\*/g, '%'))}`;
  } else sql = `${col} ${COMPARISON[filter.operator]} ${bind(String(filter.value))}`;
  return filter.negate ? `not (${sql})` : sql;
}

/** ` where <conditions>` (or nothing), binding values into `params`. */
export function whereClause(filters: Condition[], params: unknown[]): string {
  return filters.length ? ` where ${filters.map((f) => condition(f, params)).join(' and ')}` : '';
}

/** ` order by <terms>` (or nothing). */
export function orderClause(order: OrderTerm[]): string {
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
  let rows = `${whereClause(q.filters, params)}${orderClause(q.order)}`;
  if (q.limit !== null) rows += ` limit ${q.limit}`;
  if (q.offset !== null) rows += ` offset ${q.offset}`;
  const sql = hasEmbedding(q.select)
    ? // The page is chosen first, so embedded rows are looked up for that page only.
      `select ${selectList(q.select, quoteIdent(table))} from (select * from ${qualified(table)}${rows}) as ${quoteIdent(table)}${orderClause(q.order)}`
    : `select ${selectList(q.select, quoteIdent(table))} from ${qualified(table)}${rows}`;
  return { sql: asJsonArray(sql), params };
}

/**
 * A write's statement answering `body` (the representation, or null for `return=minimal`) and `n`,
 * the rows it changed. Minimal writes return only `1` per row, as PostgREST's `RETURNING 1`: no
 * column is read, so neither SELECT privilege nor a SELECT policy is needed (visitors insert leads).
 */
function withRepresentation(statement: string, table: string, select: SelectNode[] | null | false): string {
  if (select === false)
    return `with _mutation as (${statement} returning 1) select null::text as body, count(*)::int as n from _mutation`;
  const rows = `select ${selectList(select, quoteIdent(table))} from _mutation as ${quoteIdent(table)}`;
  return `with _mutation as (${statement} returning *) ${asJsonArray(rows)}`;
}

/** An upsert's conflict target and what to do with a colliding row. */
export interface OnConflict {
  columns: string[];
  resolution: 'merge-duplicates' | 'ignore-duplicates';
}

// PostgREST counts inserted rows in a transaction setting: +1 per candidate row, -1 per merge.
const countInserted = (sign: '+' | '-', unless: string): string =>
  `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) ${sign} 1)::text, true) <> '${unless}'`;

/** Rows an upsert inserted (not merged), read after {@link buildInsert} ran in the same transaction. */
export const INSERTED_COUNT = `select coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) as n`;

/**
 * POST: inserts rows from a JSON array via json_populate_recordset, which converts each JSON value
 * to the column type just as PostgREST does. `select === false` means `return=minimal`.
 * `onConflict` makes it PostgREST's upsert (QueryBuilder.hs mutatePlanToQuery); `defaults`
 * (`missing=default`) fills the payload columns an object lacks.
 */
export function buildInsert(
  table: string,
  columns: string[],
  rows: unknown[],
  select: SelectNode[] | null | false,
  onConflict: OnConflict | null = null,
  defaults: ColumnDefaults | null = null,
): Statement {
  const cols = columns.map(quoteIdent).join(', ');
  const merge = onConflict?.resolution === 'merge-duplicates';
  const populate = defaults ? 'jsonb_populate_recordset' : 'json_populate_recordset';
  const source = `from ${populate}(null::${qualified(table)}, ${payloadJson('$1', columns, defaults, true)})${merge ? ` where ${countInserted('+', '0')}` : ''}`;
  let insert = columns.length
    ? `insert into ${qualified(table)} (${cols}) select ${cols} ${source}`
    : `insert into ${qualified(table)} select ${source}`;
  if (onConflict && onConflict.columns.length) {
    const set = columns.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`).join(', ');
    insert += ` on conflict (${onConflict.columns.map(quoteIdent).join(', ')}) `;
    insert += merge && set ? `do update set ${set} where ${countInserted('-', '-1')}` : 'do nothing';
  }
  return { sql: withRepresentation(insert, table, select), params: [JSON.stringify(rows)] };
}

/** PATCH: updates the filtered rows with the JSON object's columns (`defaults`: as {@link buildInsert}). */
export function buildUpdate(
  table: string,
  columns: string[],
  row: object,
  q: ParsedQuery,
  select: SelectNode[] | null | false,
  defaults: ColumnDefaults | null = null,
): Statement {
  const params: unknown[] = [JSON.stringify(row)];
  const cols = columns.map(quoteIdent).join(', ');
  const populate = defaults ? 'jsonb_populate_record' : 'json_populate_record';
  const update = `update ${qualified(table)} set (${cols}) = (select ${cols} from ${populate}(null::${qualified(table)}, ${payloadJson('$1', columns, defaults, false)}))${whereClause(q.filters, params)}`;
  return { sql: withRepresentation(update, table, select), params };
}

/** DELETE: deletes the filtered rows. */
export function buildDelete(table: string, q: ParsedQuery, select: SelectNode[] | null | false): Statement {
  const params: unknown[] = [];
  return {
    sql: withRepresentation(`delete from ${qualified(table)}${whereClause(q.filters, params)}`, table, select),
    params,
  };
}
