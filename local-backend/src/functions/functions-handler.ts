import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { BackendContext } from '../http/context';
import { identifyCaller, isRefusal } from '../http/gateway-auth';
import { sendJson } from '../http/io';

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
 * The `x-forwarded-for` a function sees: the client's address appended, as a proxy does (hosted
 * functions read the last entry, or the edge's own cf-connecting-ip). A client on loopback that
 * sends the header is taken as a trusted proxy in front of the backend (a local load balancer, the
 * telemetry bench), so its header is passed on unchanged.
 */
export function forwardedFor(req: IncomingMessage): string {
  const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  const sent = req.headers['x-forwarded-for'];
  const previous = (Array.isArray(sent) ? sent.join(', ') : (sent ?? '')).trim();
  const loopback = peer === '::1' || peer.startsWith('127.');
  if (loopback && previous) return previous;
  return previous ? `${previous}, ${peer}` : peer;
}

/**
 * `/functions/v1/<name>[/...]`: the Edge Functions relay. Like hosted Supabase it requires a
 * valid project JWT unless config.toml sets the function's verify_jwt = false (OPTIONS preflights
 * excepted, since browsers send them without credentials), then proxies the request to the
 * function's own Deno server with the client's address added to `x-forwarded-for` (below); the
 * function, not the relay, answers CORS. `gatewayCors` decorates relay-made errors.
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
    const caller = await identifyCaller(req, url, ctx.jwtSecret);
    if (isRefusal(caller)) return fail(401, { code: 401, message: String(caller.body.message ?? 'Invalid JWT') });
  }

  let port: number;
  try {
    port = await ctx.functions.portFor(name);
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
  await new Promise<void>((resolve) => {
    const upstream = httpRequest({ host: '127.0.0.1', port, method: req.method, path, headers }, (answer) => {
      const out: Record<string, string | string[]> = {};
      for (const [key, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(key)) out[key] = value;
      }
      res.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(res);
      answer.on('end', resolve);
      answer.on('error', () => resolve());
    });
    upstream.on('error', (error) => {
      ctx.log(`function ${name} request failed: ${error.message}`);
      if (!res.headersSent)
        fail(502, { code: 'FUNCTION_ERROR', message: `Function ${name} did not answer.` }, { 'x-relay-error': 'true' });
      else res.destroy();
      resolve();
    });
    req.pipe(upstream);
  });
}
