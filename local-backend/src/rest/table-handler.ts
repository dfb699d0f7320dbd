import type { IncomingMessage } from 'node:http';
import { EXPOSED_SCHEMA } from '../database/schema-cache';
import type { BackendContext } from '../http/context';
import type { Caller } from '../http/gateway-auth';
import { readBody } from '../http/io';
import { contentRangeHeader, readRangeStatus } from './content-range';
import { PostgrestHttpError, requestError } from './postgrest-error';
import { wantsSingleObject, type Preferences } from './prefer';
import { parseQuery, type ParsedQuery } from './query-params';
import { restrictRange, type RowRange } from './range';
import { countRows, jsonRows, rowsAnswer, type Answer } from './rest-answer';
import { inRoleTransaction } from './role-transaction';
import { refuseUnfiltered } from './safe-update';
import { buildCount, buildDelete, buildSelect, buildUpdate, type Statement } from './sql-builder';
import { upsertTarget, writeInsert } from './upsert';
import { checkWriteContentType, parseWriteBody } from './write-body';

/** `/rest/v1/<table>`: PostgREST's table endpoint for GET/HEAD/POST/PATCH/DELETE. */
export async function answerTable(
  req: IncomingMessage,
  url: URL,
  table: string,
  caller: Caller,
  ctx: BackendContext,
  range: RowRange,
  prefer: Preferences,
): Promise<Answer> {
  const columns = ctx.schema.get(table);
  if (!columns) throw tableNotFound(table, ctx);
  const query = parseQuery(url.searchParams, table, ctx.schema);
  const single = wantsSingleObject(req);
  const returning = prefer.representation ? query.select : false;
  const method = req.method ?? 'GET';

  if (method === 'GET' || method === 'HEAD') {
    // max_rows clamps the rows read; Content-Range then tells the client how far it got.
    const page = restrictRange(range, ctx.restConfig.maxRows);
    const read: ParsedQuery = { ...query, offset: page.offset || null, limit: page.limit };
    return inRoleTransaction(ctx, caller, true, async (tx) => {
      const rows = await jsonRows(tx, buildSelect(table, read));
      const total = prefer.count ? await countRows(tx, buildCount(table, query)) : null;
      const answer = readRangeStatus(page.offset, rows.count, total);
      return rowsAnswer(answer.status, rows, single, answer.range);
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
    if (method === 'POST') {
      const target = await upsertTarget(ctx, table, columns, url.searchParams, prefer);
      return inRoleTransaction(ctx, caller, false, (tx) => writeInsert(tx, table, body, returning, target, single));
    }
    refuseUnfiltered('UPDATE', query.filters);
    const update = buildUpdate(table, body.columns, body.rows[0] ?? {}, query, returning);
    return mutate(ctx, caller, update, returning !== false, single);
  }
  if (method === 'DELETE') {
    refuseUnfiltered('DELETE', query.filters);
    return mutate(ctx, caller, buildDelete(table, query, returning), returning !== false, single);
  }
  throw requestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

function mutate(
  ctx: BackendContext,
  caller: Caller,
  statement: Statement,
  represent: boolean,
  single: boolean,
): Promise<Answer> {
  return inRoleTransaction(ctx, caller, false, async (tx) => {
    if (!represent) {
      await tx.query(statement.sql, statement.params);
      // PostgREST: 204 for a minimal update/delete.
      return { status: 204, body: null, headers: { 'Content-Range': '*/*' } };
    }
    const rows = await jsonRows(tx, statement);
    return rowsAnswer(200, rows, single, contentRangeHeader(0, rows.count - 1, null));
  });
}

function tableNotFound(table: string, ctx: BackendContext): PostgrestHttpError {
  const hint = ctx.schema.size
    ? `Perhaps you meant one of: ${[...ctx.schema.keys()].map((t) => `'${EXPOSED_SCHEMA}.${t}'`).join(', ')}`
    : null;
  return new PostgrestHttpError(404, {
    code: 'PGRST205',
    message: `Could not find the table '${EXPOSED_SCHEMA}.${table}' in the schema cache`,
    details: null,
    hint,
  });
}
