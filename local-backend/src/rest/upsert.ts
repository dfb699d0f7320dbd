import type { BackendContext } from '../http/context';
import type { ColumnDefaults } from './column-defaults';
import { requestError } from './postgrest-error';
import type { Preferences } from './prefer';
import { contentRangeHeader } from './content-range';
import { jsonRows, requireSingle, rowsAnswer, type Answer } from './rest-answer';
import type { RestTransaction } from './role-transaction';
import type { SelectNode } from './query-params';
import { buildInsert, INSERTED_COUNT, type OnConflict } from './sql-builder';
import { primaryKeys } from './table-keys';
import type { WriteBody } from './write-body';

/**
 * The conflict target of a POST with `Prefer: resolution=...`: the `on_conflict` columns, else
 * the table's primary key, as PostgREST. Without the preference a POST is a plain insert.
 */
export async function upsertTarget(
  ctx: BackendContext,
  table: string,
  columns: ReadonlySet<string>,
  params: URLSearchParams,
  prefer: Preferences,
): Promise<OnConflict | null> {
  if (!prefer.resolution) return null;
  const named = params.get('on_conflict');
  const target = named
    ? named.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1'))
    : ((await primaryKeys(ctx.db)).get(table) ?? []);
  for (const column of target) {
    if (!columns.has(column)) throw requestError(400, '42703', `column ${table}.${column} does not exist`);
  }
  return { columns: target, resolution: prefer.resolution };
}

/** What a POST writes: its rows, how they are represented, and what the preferences ask of it. */
export interface InsertPlan {
  body: WriteBody;
  returning: SelectNode[] | null | false;
  /** `return=headers-only`: the path whose query the returned key columns make the `Location`. */
  location: string | null;
  target: OnConflict | null;
  single: boolean;
  /** `missing=default`: the table's column defaults; null keeps missing columns NULL. */
  defaults: ColumnDefaults | null;
  /** `count=exact|estimated`: Content-Range carries the number of rows inserted. */
  counted: boolean;
}

/**
 * Runs the insert (or upsert). A merge that only updated existing rows answers 200, anything that
 * inserted 201 (Response.hs); `return=minimal` and `headers-only` have no body. Content-Range is `*\/<rows>` with a
 * count, else `*\/*`, as PostgREST's contentRangeH 1 0.
 */
export async function writeInsert(tx: RestTransaction, table: string, plan: InsertPlan): Promise<Answer> {
  const statement = buildInsert(table, plan.body.columns, plan.body.rows, plan.returning, plan.target, plan.defaults);
  const rows = await jsonRows(tx, statement);
  let status = 201;
  if (plan.target?.resolution === 'merge-duplicates') {
    const inserted = await tx.query<{ n: number }>(INSERTED_COUNT);
    if (Number(inserted.rows[0]?.n ?? 0) <= 0) status = 200;
  }
  const range = contentRangeHeader(1, 0, plan.counted ? rows.count : null);
  if (plan.returning !== false && plan.location === null) return rowsAnswer(status, rows, plan.single, range);
  requireSingle(plan.single, rows.count);
  const headers: Record<string, string> = { 'Content-Range': range };
  if (plan.location !== null && rows.count === 1) headers.Location = locationOf(plan.location, rows.json);
  return { status, body: null, headers };
}

/** PostgREST's locationF: `/<table>?<key>=eq.<value>` (`is.null` for a null) of the one row. */
function locationOf(path: string, json: string): string {
  const row = ((JSON.parse(json) as Record<string, unknown>[])[0] ?? {}) as Record<string, unknown>;
  const query = new URLSearchParams(
    Object.entries(row).map(([key, value]): [string, string] => [
      key,
      value === null ? 'is.null' : `eq.${typeof value === 'string' ? value : JSON.stringify(value)}`,
    ]),
  );
  return `${path}?${query.toString()}`;
}
