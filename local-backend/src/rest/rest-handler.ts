import type { IncomingMessage, ServerResponse } from 'node:http';
import { EXPOSED_SCHEMA } from '../database/schema-cache';
import type { BackendContext } from '../http/context';
import type { Caller } from '../http/gateway-auth';
import { BodyEncodingError, BodyTooLargeError, sendJson } from '../http/io';
import { parsePrefer } from './prefer';
import { preferenceApplied, type AppliedTo } from './preference-applied';
import { fromPgError, PostgrestHttpError, requestError } from './postgrest-error';
import { requestedRange } from './range';
import type { Answer } from './rest-answer';
import { answerRpc } from './rpc-handler';
import { answerTable } from './table-handler';
import { primaryKeys } from './table-keys';
import { checkTimezone } from './timezone';

/**
 * `/rest/v1/<table>` and `/rest/v1/rpc/<function>`: PostgREST's endpoints. Every statement runs
 * as the caller's role inside one transaction, so grants and RLS policies decide.
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
    sendJson(res, known.status, known.body, known.headers);
  }
}

async function answerRest(req: IncomingMessage, url: URL, caller: Caller, ctx: BackendContext): Promise<Answer> {
  const profile = req.headers['accept-profile'] ?? req.headers['content-profile'];
  if (profile !== undefined && profile !== EXPOSED_SCHEMA) {
    throw requestError(406, 'PGRST106', `The schema must be one of the following: ${EXPOSED_SCHEMA}`);
  }
  const method = req.method ?? 'GET';
  const prefer = await checkTimezone(ctx.db, parsePrefer(req));
  const range = requestedRange(method, headerText(req.headers.range), url.searchParams);
  const path = decodeURIComponent(url.pathname.replace(/^\/rest\/v1\/?/, ''));
  const rpc = /^rpc\/([^/]+)$/.exec(path);
  const answer = rpc?.[1]
    ? await answerRpc(req, url, rpc[1], caller, ctx, range, prefer)
    : await answerTable(req, url, path, caller, ctx, range, prefer);
  const to = rpc ? 'rpc' : APPLIED_TO[method];
  const hasTarget =
    to === 'insert' && (url.searchParams.has('on_conflict') || !!(await primaryKeys(ctx.db)).get(path)?.length);
  const applied = to ? preferenceApplied(prefer, to, hasTarget) : null;
  return applied ? { ...answer, headers: { ...answer.headers, 'Preference-Applied': applied } } : answer;
}

const APPLIED_TO: Record<string, AppliedTo | undefined> = {
  GET: 'read',
  HEAD: 'read',
  POST: 'insert',
  PATCH: 'update',
  DELETE: 'delete',
};

const headerText = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;
