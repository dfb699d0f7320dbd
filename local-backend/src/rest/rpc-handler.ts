import type { IncomingMessage } from 'node:http';
import type { BackendContext } from '../http/context';
import type { Caller } from '../http/gateway-auth';
import { readBody } from '../http/io';
import { parseJsonText, JsonTextError } from '../http/json-text';
import { readRangeStatus } from './content-range';
import { findRoutine } from './find-routine';
import { requestError } from './postgrest-error';
import type { Preferences } from './prefer';
import { restrictRange, type RowRange } from './range';
import type { Answer } from './rest-answer';
import { inRoleTransaction } from './role-transaction';
import { loadRoutines } from './routines';
import { buildCall, type RpcArgs } from './rpc-call';
import { checkWriteContentType } from './write-body';

const RESERVED = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'columns',
  'on_conflict',
  'or',
  'and',
  'not.or',
  'not.and',
]);

/**
 * `/rest/v1/rpc/<name>`: calls a function of the exposed schema as PostgREST does, with the JSON
 * body's keys (POST) or the query string (GET/HEAD, in a read-only transaction) as named
 * arguments, as the caller's role.
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
  let args: RpcArgs | string;
  if (read) {
    args = {};
    for (const [key, value] of url.searchParams) if (!RESERVED.has(key)) args[key] = value;
  } else {
    checkWriteContentType(req.headers['content-type']);
    args = await readArgs(await readBody(req, { strict: true }));
  }
  const keys = typeof args === 'string' ? [] : Object.keys(args);
  const routine = findRoutine(await loadRoutines(ctx.db), name, keys, !read);
  // A POST body that is not an object goes whole to a function's single json/jsonb parameter.
  if (typeof args !== 'string' && routine.params.length === 1 && routine.params[0]?.name === '' && !read)
    args = JSON.stringify(args);
  const page = restrictRange(range, ctx.restConfig.maxRows);
  return inRoleTransaction(ctx, caller, read, async (tx): Promise<Answer> => {
    const call = buildCall(routine, args, page);
    const result = await tx.query<{ body: string; n: number; total: number }>(call.sql, call.params);
    const row = result.rows[0];
    // PostgREST answers a void function 204 with no body (Response.hs).
    if (routine.returnsVoid) return { status: 204, body: null, headers: {} };
    const total = prefer.count && routine.returnsSet ? Number(row?.total ?? 0) : null;
    const offset = routine.returnsSet ? page.offset : 0;
    const { status, range: contentRange } = readRangeStatus(offset, Number(row?.n ?? 0), total);
    return {
      status,
      body: row?.body ?? 'null',
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Range': contentRange },
    };
  });
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
