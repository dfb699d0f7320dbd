import type { IncomingMessage } from 'node:http';
import { EXPOSED_SCHEMA } from '../database/schema-cache';
import type { BackendContext } from '../http/context';
import type { Caller } from '../http/gateway-auth';
import { readBody } from '../http/io';
import { columnDefaults } from './column-defaults';
import { contentRangeHeader, readRangeStatus } from './content-range';
import { wantsSingleObject } from './media-type';
import { PostgrestHttpError, requestError } from './postgrest-error';
import { countsExactly, refuseInvalidPreferences, refuseOverMaxAffected, type Preferences } from './prefer';
import { parseQuery, type ParsedQuery } from './query-params';
import { restrictRange, type RowRange } from './range';
import { readTotal } from './read-count';
import { jsonRows, requireSingle, rowsAnswer, type Answer } from './rest-answer';
import { refuseUnfiltered } from './safe-update';
import { buildDelete, buildSelect, buildUpdate, type Statement } from './sql-builder';
import { preferredTransaction } from './timezone';
import { primaryKeys } from './table-keys';
import { upsertTarget, writeInsert, type InsertPlan } from './upsert';
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
  refuseInvalidPreferences(prefer);
  const single = wantsSingleObject(req);
  const returning = prefer.return === 'representation' ? query.select : false;
  const method = req.method ?? 'GET';

  if (method === 'GET' || method === 'HEAD') {
    // max_rows clamps the rows read; Content-Range then tells the client how far it got.
    const page = restrictRange(range, ctx.restConfig.maxRows);
    const read: ParsedQuery = { ...query, offset: page.offset || null, limit: page.limit };
    return preferredTransaction(ctx, caller, true, prefer, async (tx) => {
      const rows = await jsonRows(tx, buildSelect(table, read));
      const total = await readTotal(tx, table, query, prefer, ctx.restConfig.maxRows);
      const answer = readRangeStatus(page.offset, rows.count, total);
      return rowsAnswer(answer.status, rows, single, answer.range);
    });
  }
  const counted = countsExactly(prefer);
  if (method === 'POST' || method === 'PATCH') {
    checkWriteContentType(req.headers['content-type']);
    const body = parseWriteBody(
      await readBody(req, { strict: true }),
      table,
      columns,
      query.columns,
      method === 'POST',
    );
    const defaults = prefer.missing === 'default' ? await columnDefaults(ctx.db, table) : null;
    if (method === 'POST') {
      if (body.rows.length === 0)
        return emptyWrite(201, returning !== false, single, contentRangeHeader(1, 0, counted ? 0 : null));
      const target = await upsertTarget(ctx, table, columns, url.searchParams, prefer);
      // return=headers-only: the primary key of a single inserted row becomes its Location.
      const located = prefer.return === 'headers-only' ? ((await primaryKeys(ctx.db)).get(table) ?? []) : [];
      const plan: InsertPlan = {
        body,
        returning: located.length ? located.map((column) => ({ kind: 'column', column, alias: null })) : returning,
        location: located.length ? `/${table}` : null,
        target,
        single,
        defaults,
        counted,
      };
      return preferredTransaction(ctx, caller, false, prefer, (tx) => writeInsert(tx, table, plan));
    }
    // PostgREST runs no UPDATE for a PATCH that sets nothing (so pg-safeupdate does not see one).
    if (body.columns.length === 0)
      return emptyWrite(204, returning !== false, single, contentRangeHeader(0, -1, counted ? 0 : null));
    refuseUnfiltered('UPDATE', query.filters);
    const update = buildUpdate(table, body.columns, body.rows[0] ?? {}, query, returning, defaults);
    return mutate(ctx, caller, update, { represent: returning !== false, single, prefer, update: true });
  }
  if (method === 'DELETE') {
    refuseUnfiltered('DELETE', query.filters);
    const statement = buildDelete(table, query, returning);
    return mutate(ctx, caller, statement, { represent: returning !== false, single, prefer, update: false });
  }
  throw requestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

interface MutationOptions {
  represent: boolean;
  single: boolean;
  prefer: Preferences;
  /** PATCH (Content-Range `0-<n-1>/...`) or DELETE (`*\/...`), as PostgREST's Response.hs. */
  update: boolean;
}

/**
 * PATCH/DELETE in one transaction: `.single()` and a strict `max-affected` are checked on the rows
 * the statement changed, and a refusal rolls all of them back (PostgREST's failNotSingular and
 * failExceedsMaxAffectedPref). 204 without a body, 200 with `return=representation`.
 */
function mutate(ctx: BackendContext, caller: Caller, statement: Statement, options: MutationOptions): Promise<Answer> {
  return preferredTransaction(ctx, caller, false, options.prefer, async (tx) => {
    const rows = await jsonRows(tx, statement);
    requireSingle(options.single, rows.count);
    refuseOverMaxAffected(options.prefer, rows.count);
    const total = countsExactly(options.prefer) ? rows.count : null;
    const range = options.update ? contentRangeHeader(0, rows.count - 1, total) : contentRangeHeader(1, 0, total);
    if (!options.represent) return { status: 204, body: null, headers: { 'Content-Range': range } };
    return rowsAnswer(200, rows, options.single, range);
  });
}

/** A write that changes no row: a POST of `[]` (201) or a PATCH of `{}` (204; 200 with a body). */
function emptyWrite(status: 201 | 204, represent: boolean, single: boolean, range: string): Answer {
  requireSingle(single, 0);
  if (represent) return rowsAnswer(status === 204 ? 200 : status, { json: '[]', count: 0 }, single, range);
  return { status, body: null, headers: { 'Content-Range': range } };
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
