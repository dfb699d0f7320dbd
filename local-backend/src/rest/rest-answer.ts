import { requestError } from './postgrest-error';
import type { RestTransaction } from './role-transaction';
import type { Statement } from './sql-builder';

/** An answer computed inside the transaction, sent after it commits. */
export interface Answer {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

/** Rows already serialised by PostgreSQL, and how many there are. */
export interface JsonRows {
  json: string;
  count: number;
}

/** Runs a statement that answers `body` (a JSON array) and `n` (its length). */
export async function jsonRows(tx: RestTransaction, statement: Statement): Promise<JsonRows> {
  const result = await tx.query<{ body: string; n: number }>(statement.sql, statement.params);
  return { json: result.rows[0]?.body ?? '[]', count: Number(result.rows[0]?.n ?? 0) };
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * `.single()` (PostgREST's failNotSingular): anything but one row is 406 PGRST116. Thrown inside the
 * transaction, so a write that touched 0 or 2+ rows is rolled back, with or without a body.
 */
export function requireSingle(single: boolean, count: number): void {
  if (single && count !== 1) {
    throw requestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${count} rows`,
    );
  }
}

/** The rows as a JSON array, or as one object when the client asked for exactly one. */
export function rowsAnswer(status: number, rows: JsonRows, single: boolean, range: string): Answer {
  if (!single) return { status, body: rows.json, headers: { 'Content-Type': JSON_TYPE, 'Content-Range': range } };
  requireSingle(single, rows.count);
  return {
    status,
    body: JSON.stringify((JSON.parse(rows.json) as unknown[])[0]),
    headers: { 'Content-Type': 'application/vnd.pgrst.object+json; charset=utf-8', 'Content-Range': range },
  };
}
