import type { Preferences } from './prefer';
import type { ParsedQuery } from './query-params';
import type { RestTransaction } from './role-transaction';
import { qualified, whereClause, type Statement } from './sql-builder';

/** The rows a read's filters match, one `1` each (PostgREST's readPlanToCountQuery). */
function matchingRows(table: string, q: ParsedQuery): Statement {
  const params: unknown[] = [];
  return { sql: `select 1 from ${qualified(table)}${whereClause(q.filters, params)}`, params };
}

async function exactCount(tx: RestTransaction, rows: Statement, limit: number | null): Promise<number> {
  const limited = limit === null ? rows.sql : `${rows.sql} limit ${limit}`;
  const result = await tx.query<{ n: number }>(`select count(*)::int as n from (${limited}) _count`, rows.params);
  return Number(result.rows[0]?.n ?? 0);
}

/** The planner's estimate of the rows (EXPLAIN's top "Plan Rows"), as PostgREST's preparePlanRows. */
async function plannedCount(tx: RestTransaction, rows: Statement): Promise<number> {
  const result = await tx.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${rows.sql}`, rows.params);
  const plan = result.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(parsed[0].Plan['Plan Rows']);
}

/**
 * The total of a GET/HEAD as PostgREST's resultSetWTotal: `count=exact` counts; `planned` is the
 * planner's estimate; `estimated` counts up to `max_rows` + 1 and takes the larger of that and the
 * estimate beyond it (with no `max_rows`, always). Null without `Prefer: count`.
 */
export async function readTotal(
  tx: RestTransaction,
  table: string,
  q: ParsedQuery,
  prefer: Preferences,
  maxRows: number | null,
): Promise<number | null> {
  if (prefer.count === null) return null;
  const rows = matchingRows(table, q);
  if (prefer.count === 'exact') return exactCount(tx, rows, null);
  if (prefer.count === 'planned') return plannedCount(tx, rows);
  const counted = await exactCount(tx, rows, maxRows === null ? null : maxRows + 1);
  return maxRows === null || counted > maxRows ? Math.max(counted, await plannedCount(tx, rows)) : counted;
}
