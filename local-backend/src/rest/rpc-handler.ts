import type { IncomingMessage } from 'node:http';
import type { BackendContext } from '../http/context';
import type { Caller } from '../http/gateway-auth';
import { readBody } from '../http/io';
import { parseJsonText, JsonTextError } from '../http/json-text';
import { schemaCache } from '../database/schema-cache';
import { readRangeStatus } from './content-range';
import { findRoutine } from './find-routine';
import { wantsSingleObject } from './media-type';
import { requestError } from './postgrest-error';
import { countsExactly, refuseInvalidPreferences, refuseOverMaxAffected, type Preferences } from './prefer';
import { parseQuery, type ParsedQuery } from './query-params';
import { restrictRange, type RowRange } from './range';
import { requireSingle, rowsAnswer, type Answer } from './rest-answer';
import { loadRoutines, type Routine } from './routines';
import { buildCall, returnsValue, type RpcArgs } from './rpc-call';
import { pickColumns, splitRpcParams } from './rpc-params';
import { preferredTransaction } from './timezone';
import { checkWriteContentType } from './write-body';

/**
 * `/rest/v1/rpc/<name>`: calls a function of the exposed schema as PostgREST does, with the JSON
 * body's keys (POST) or the query string (GET/HEAD, in a read-only transaction) as named
 * arguments, as the caller's role; `select`, filters, `order` and the range read its result.
 */
export async function answerRpc(
  req: IncomingMessage,
  url: URL,
  name: string,
  caller: Caller,
  ctx: BackendContext,
  range: RowRange,
  prefer: Preferences,
): Promise<Answer> {
  const method = req.method ?? 'GET';
  const read = method === 'GET' || method === 'HEAD';
  if (!read && method !== 'POST') throw requestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
  const params = splitRpcParams(url.searchParams, read);
  let args: RpcArgs | string = params.args;
  if (!read) {
    checkWriteContentType(req.headers['content-type']);
    args = await readArgs(await readBody(req, { strict: true }));
    if (typeof args !== 'string') args = pickColumns(args, url.searchParams.get('columns'));
  }
  const keys = typeof args === 'string' ? [] : Object.keys(args);
  const routine = findRoutine(await loadRoutines(ctx.db), name, keys, !read);
  // A POST body that is not an object goes whole to a function's single json/jsonb parameter.
  if (typeof args !== 'string' && routine.params.length === 1 && routine.params[0]?.name === '' && !read)
    args = JSON.stringify(args);
  const query = resultQuery(routine, params.read, ctx);
  refuseInvalidPreferences(prefer);
  if (prefer.strict && prefer.maxAffected !== null && !routine.returnsSet) {
    throw requestError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    );
  }
  const page = restrictRange(range, ctx.restConfig.maxRows);
  const single = wantsSingleObject(req);
  const call = buildCall(routine, args, {
    query,
    range: page,
    alias: routine.table ?? name,
    counted: countsExactly(prefer),
  });
  return preferredTransaction(ctx, caller, read, prefer, async (tx): Promise<Answer> => {
    const result = await tx.query<{ body: string; n: number; total: number | null }>(call.sql, call.params);
    const row = result.rows[0];
    const answered = Number(row?.n ?? 0);
    // PostgREST's prepareCall checks, in its order: .single(), then a strict max-affected.
    requireSingle(single, answered);
    refuseOverMaxAffected(prefer, answered);
    const total = row?.total === null || row?.total === undefined ? null : Number(row.total);
    const { status, range: contentRange } = readRangeStatus(page.offset, answered, total);
    // PostgREST answers a void function 204 with no body (Response.hs).
    if (routine.returnsVoid) return { status: 204, body: null, headers: { 'Content-Range': contentRange } };
    if (routine.returnsSet)
      return rowsAnswer(status, { json: row?.body ?? '[]', count: answered }, single, contentRange);
    const type = single ? 'application/vnd.pgrst.object+json' : 'application/json';
    return {
      status,
      body: row?.body ?? 'null',
      headers: { 'Content-Type': `${type}; charset=utf-8`, 'Content-Range': contentRange },
    };
  });
}

/**
 * The read over the function's result, checked against its columns as PostgREST's read plan: a
 * function returning a table's rows reads (and embeds) as that table; other rows by their columns,
 * a value as its one column `pgrst_scalar`. An unknown column is PostgreSQL's 42703 on the alias
 * PostgREST's SQL gives it (`pgrst_call`, or the function's name for a value).
 */
function resultQuery(routine: Routine, params: URLSearchParams, ctx: BackendContext): ParsedQuery {
  const readParams = new URLSearchParams([...params].filter(([key]) => key !== 'columns'));
  const value = returnsValue(routine);
  if (routine.table && !value) return parseQuery(readParams, routine.table, ctx.schema, 'pgrst_call');
  const columns = new Set(value ? ['pgrst_scalar'] : routine.columns);
  const schema = schemaCache([...ctx.schema, [routine.name, columns]], ctx.schema.foreignKeys);
  return parseQuery(readParams, routine.name, schema, value ? routine.name : 'pgrst_call');
}

function readArgs(text: string): RpcArgs | string {
  if (text.trim() === '') return {};
  let json: unknown;
  try {
    json = parseJsonText(text);
  } catch (error) {
    throw requestError(400, 'PGRST102', error instanceof JsonTextError ? error.message : 'Empty or invalid json');
  }
  if (typeof json === 'object' && json !== null && !Array.isArray(json)) return json as RpcArgs;
  return text;
}
