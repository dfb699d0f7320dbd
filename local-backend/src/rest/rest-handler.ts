import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Transaction } from '@electric-sql/pglite';
import { asRole } from '../database/as-role';
import { EXPOSED_SCHEMA } from '../database/schema-cache';
import type { BackendContext } from '../http/context';
import type { Caller } from '../http/gateway-auth';
import { BodyEncodingError, BodyTooLargeError, readBody, sendJson } from '../http/io';
import { parsePrefer, wantsSingleObject } from './prefer';
import { fromPgError, PostgrestHttpError, requestError } from './postgrest-error';
import { parseQuery } from './query-params';
import { buildCount, buildDelete, buildInsert, buildSelect, buildUpdate, type Statement } from './sql-builder';
import { checkWriteContentType, parseWriteBody } from './write-body';

/**
 * Filter values go to PostgreSQL as the text the client wrote, so PostgreSQL judges them (22P02,
 * answered 400) as it does behind PostgREST. PGlite would otherwise convert a boolean parameter in
 * JavaScript and throw a plain Error for `published=eq.maybe`.
 */
const AS_TEXT = { serializers: { 16: (value: unknown) => String(value) } };

/** An answer computed inside the transaction, sent after it commits. */
interface Answer {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

/**
 * `/rest/v1/<table>`: PostgREST's table endpoint for GET/HEAD/POST/PATCH/DELETE. Every statement
 * runs as the caller's role inside one transaction, so grants and RLS policies decide.
 */
export async function handleRest(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  caller: Caller,
  ctx: BackendContext,
): Promise<void> {
  try {
    const answer = await answerRest(req, url, caller, ctx);
    res.writeHead(answer.status, answer.headers);
    res.end(req.method === 'HEAD' ? undefined : (answer.body ?? undefined));
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return sendJson(res, 413, { code: 'PGRST413', message: error.message, details: null, hint: null });
    if (error instanceof BodyEncodingError)
      return sendJson(res, 400, { code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null });
    const known = error instanceof PostgrestHttpError ? error : fromPgError(error, caller.role);
    if (!known) throw error;
    sendJson(res, known.status, known.body);
  }
}

async function answerRest(req: IncomingMessage, url: URL, caller: Caller, ctx: BackendContext): Promise<Answer> {
  const profile = req.headers['accept-profile'] ?? req.headers['content-profile'];
  if (profile !== undefined && profile !== EXPOSED_SCHEMA) {
    throw requestError(406, 'PGRST106', `The schema must be one of the following: ${EXPOSED_SCHEMA}`);
  }
  const table = decodeURIComponent(url.pathname.replace(/^\/rest\/v1\/?/, ''));
  const columns = ctx.schema.get(table);
  if (!columns) {
    const hint = ctx.schema.size
      ? `Perhaps you meant one of: ${[...ctx.schema.keys()].map((t) => `'${EXPOSED_SCHEMA}.${t}'`).join(', ')}`
      : null;
    throw new PostgrestHttpError(404, {
      code: 'PGRST205',
      message: `Could not find the table '${EXPOSED_SCHEMA}.${table}' in the schema cache`,
      details: null,
      hint,
    });
  }
  const query = parseQuery(url.searchParams, table, ctx.schema);
  const prefer = parsePrefer(req);
  const single = wantsSingleObject(req);
  const returning = prefer.representation ? query.select : false;
  const method = req.method ?? 'GET';

  if (method === 'GET' || method === 'HEAD') {
    return asRole(ctx.db, caller.role, caller.claims, async (tx) => {
      const rows = await jsonRows(tx, buildSelect(table, query));
      const total = prefer.count ? await countRows(tx, buildCount(table, query)) : null;
      return rowsAnswer(200, rows, single, contentRange(query.offset ?? 0, rows.count, total));
    });
  }
  if (method === 'POST' || method === 'PATCH') {
    checkWriteContentType(req.headers['content-type']);
    const body = parseWriteBody(
      await readBody(req, { strict: true }),
      table,
      columns,
      query.columns,
      method === 'POST',
    );
    if (body.rows.length === 0) return rowsAnswer(201, { json: '[]', count: 0 }, single, '*/*');
    if (method === 'PATCH' && body.columns.length === 0) return { status: 204, body: null, headers: {} };
    const statement =
      method === 'POST'
        ? buildInsert(table, body.columns, body.rows, returning)
        : buildUpdate(table, body.columns, body.rows[0] ?? {}, query, returning);
    return mutate(ctx, caller, statement, returning !== false, single, method === 'POST' ? 201 : 200);
  }
  if (method === 'DELETE')
    return mutate(ctx, caller, buildDelete(table, query, returning), returning !== false, single, 200);
  throw requestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

function mutate(
  ctx: BackendContext,
  caller: Caller,
  statement: Statement,
  represent: boolean,
  single: boolean,
  status: number,
): Promise<Answer> {
  return asRole(ctx.db, caller.role, caller.claims, async (tx) => {
    if (!represent) {
      await tx.query(statement.sql, statement.params, AS_TEXT);
      // PostgREST: 201 for a minimal insert, 204 for a minimal update/delete.
      return { status: status === 201 ? 201 : 204, body: null, headers: { 'Content-Range': '*/*' } };
    }
    return rowsAnswer(status, await jsonRows(tx, statement), single, '*/*');
  });
}

/** Rows already serialised by PostgreSQL, and how many there are. */
interface JsonRows {
  json: string;
  count: number;
}

async function jsonRows(tx: Transaction, statement: Statement): Promise<JsonRows> {
  const result = await tx.query<{ body: string; n: number }>(statement.sql, statement.params, AS_TEXT);
  return { json: result.rows[0]?.body ?? '[]', count: Number(result.rows[0]?.n ?? 0) };
}

async function countRows(tx: Transaction, statement: Statement): Promise<number> {
  const result = await tx.query<{ n: number }>(statement.sql, statement.params, AS_TEXT);
  return Number(result.rows[0]?.n ?? 0);
}

// Thrown inside the transaction, so a `.single()` write that touched 0 or 2+ rows is rolled back.
function rowsAnswer(status: number, rows: JsonRows, single: boolean, range: string): Answer {
  if (!single)
    return {
      status,
      body: rows.json,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Range': range },
    };
  if (rows.count !== 1) {
    throw requestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows.count} rows`,
    );
  }
  return {
    status,
    body: JSON.stringify((JSON.parse(rows.json) as unknown[])[0]),
    headers: { 'Content-Type': 'application/vnd.pgrst.object+json; charset=utf-8', 'Content-Range': range },
  };
}

function contentRange(offset: number, length: number, total: number | null): string {
  const size = total === null ? '*' : String(total);
  return length === 0 ? `*/${size}` : `${offset}-${offset + length - 1}/${size}`;
}
