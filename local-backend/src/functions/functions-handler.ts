import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { BackendContext } from '../http/context';
import { bearerToken } from '../http/gateway-auth';
import { sendJson } from '../http/io';
import { CLIENT_ADDRESS_ENV, type ClientAddressSetting } from '../../../supabase/functions/_shared/client-address.js';
import { verifyJwt } from '../jwt';
import { LIMIT_STATUS, limitBody, notableCost } from './function-limits';
import type { RunningFunction } from './function-runner';
import { watchRequest } from './request-limits';

// Connection-level headers belong to one hop and must not be forwarded.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
]);

/**
 * The `x-forwarded-for` a function sees: the client's TCP address appended, as a proxy does. Any
 * header the client sent stays to its left and is passed on unchanged: whether an entry there is
 * trusted is the client-address rule's business (functionAddressEnv), never this relay's.
 */
export function forwardedFor(req: IncomingMessage): string {
  const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  const sent = req.headers['x-forwarded-for'];
  const previous = (Array.isArray(sent) ? sent.join(', ') : (sent ?? '')).trim();
  return previous ? `${previous}, ${peer}` : peer;
}

/**
 * The client-address setting the functions run with, so that they find the client the backend's
 * own rule finds (client-address.js): behind this relay the client's TCP address is the last
 * `x-forwarded-for` entry, so with no setting (the TCP peer) that entry is the one; with the
 * operator's x-forwarded-for setting, one more proxy (this relay) to skip; another header is
 * passed on unchanged and read as the backend reads it.
 */
export function functionAddressEnv(setting: ClientAddressSetting | null): Record<string, string> {
  const xff = 'x-forwarded-for';
  const header = setting?.header ?? xff;
  const proxies = !setting ? 0 : header === xff ? setting.proxies + 1 : setting.proxies;
  return { [CLIENT_ADDRESS_ENV.header]: header, [CLIENT_ADDRESS_ENV.proxies]: String(proxies) };
}

/**
 * `/functions/v1/<name>[/...]`: the Edge Functions relay. Where the function's `verify_jwt` is on
 * it runs hosted Supabase's check (OPTIONS preflights excepted, since browsers send them without
 * credentials); where it is off, nothing is checked, the `apikey` header neither: the function
 * checks its callers itself. Then it proxies the request to the function's own Deno server with
 * the client's TCP address appended to `x-forwarded-for` (above); the function, not the relay, answers CORS. `gatewayCors` decorates relay-made errors.
 */
export async function handleFunctions(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  ctx: BackendContext,
  gatewayCors: () => void,
): Promise<void> {
  const [name = '', ...rest] = url.pathname.replace(/^\/functions\/v1\/?/, '').split('/');
  const fail = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): void => {
    gatewayCors();
    sendJson(res, status, body, headers);
  };
  if (!ctx.functions.has(name)) return fail(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
  if (req.method !== 'OPTIONS' && ctx.functionsConfig.verifyJwt(name)) {
    const refusal = await verifyJwtCheck(req, ctx);
    if (refusal) return fail(401, { code: 401, message: refusal });
  }

  let fn: RunningFunction;
  try {
    fn = await ctx.functions.start(name);
  } catch (error) {
    ctx.log(`function ${name} unavailable: ${(error as Error).message}`);
    return fail(503, { code: 'BOOT_ERROR', message: `Function ${name} failed to start; see the local backend log.` });
  }

  const headers: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(key)) headers[key] = value;
  }
  headers['x-forwarded-for'] = forwardedFor(req);
  // Hosted functions see their own name as the first path segment, not /functions/v1.
  const path = `/${[name, ...rest].join('/')}${url.search}`;
  const { limits } = ctx.functions;
  await new Promise<void>((resolve) => {
    let stopped = false;
    const watch = watchRequest(fn, limits, (limit, limitMs, cost) => {
      stopped = true;
      ctx.log(
        `WARNING: function ${name} stopped at its ${limit} limit of ${limitMs} ms (wall ${cost.wallMs} ms, CPU ${cost.cpuMs ?? '?'} ms)`,
      );
      // A body already under way is cut off, as when hosted ends the worker mid-response.
      if (!res.headersSent) fail(LIMIT_STATUS, limitBody(name, limit, limitMs));
      else res.destroy();
      resolve();
    });
    const finish = (status: number | string): void => {
      if (stopped) return;
      stopped = true;
      const cost = watch.end();
      if (ctx.functions.logEveryCost || notableCost(cost, limits))
        ctx.log(`function ${name} ${req.method ?? ''} ${status}: wall ${cost.wallMs} ms, CPU ${cost.cpuMs ?? '?'} ms`);
      resolve();
    };
    const upstream = httpRequest({ host: '127.0.0.1', port: fn.port, method: req.method, path, headers }, (answer) => {
      const out: Record<string, string | string[]> = {};
      for (const [key, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(key)) out[key] = value;
      }
      res.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(res);
      answer.on('end', () => finish(answer.statusCode ?? 502));
      answer.on('error', () => finish('cut off'));
    });
    upstream.on('error', (error) => {
      if (stopped) return;
      ctx.log(`function ${name} request failed: ${error.message}`);
      if (!res.headersSent)
        fail(502, { code: 'FUNCTION_ERROR', message: `Function ${name} did not answer.` }, { 'x-relay-error': 'true' });
      else res.destroy();
      finish('failed');
    });
    // A client that goes away ends the watch; the function finishes on its own, as on hosted.
    res.on('close', () => finish('closed by the client'));
    req.pipe(upstream);
  });
}

/**
 * The `verify_jwt` check of hosted Supabase, which only understands the legacy format: the
 * `Authorization` header must hold a JWT signed with the legacy JWT secret (HS256). A publishable
 * or secret key there, or a session signed with an asymmetric signing key, is refused as
 * "Invalid JWT" (Supabase's troubleshooting page "Edge Function 401 error response"). Returns the
 * refusal's message, or null when the token passes.
 */
async function verifyJwtCheck(req: IncomingMessage, ctx: BackendContext): Promise<string | null> {
  const token = bearerToken(req);
  if (!token) return 'Missing authorization header';
  const verified = await verifyJwt(token, ctx.keys.legacySecret);
  return verified.ok ? null : 'Invalid JWT';
}
