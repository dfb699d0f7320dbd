import type { BackendContext } from '../http/context';
import { requestError } from './postgrest-error';
import type { Preferences } from './prefer';
import { jsonRows, rowsAnswer, type Answer } from './rest-answer';
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

/**
 * Runs the insert (or upsert). A merge that only updated existing rows answers 200, anything that
 * inserted 201 (Response.hs); `return=minimal` has no body.
 */
export async function writeInsert(
  tx: RestTransaction,
  table: string,
  body: WriteBody,
  returning: SelectNode[] | null | false,
  target: OnConflict | null,
  single: boolean,
): Promise<Answer> {
  const statement = buildInsert(table, body.columns, body.rows, returning, target);
  const rows = returning === false ? null : await jsonRows(tx, statement);
  if (!rows) await tx.query(statement.sql, statement.params);
  let status = 201;
  if (target?.resolution === 'merge-duplicates') {
    const inserted = await tx.query<{ n: number }>(INSERTED_COUNT);
    if (Number(inserted.rows[0]?.n ?? 0) <= 0) status = 200;
  }
  if (!rows) return { status, body: null, headers: { 'Content-Range': '*/*' } };
  return rowsAnswer(status, rows, single, '*/*');
}
