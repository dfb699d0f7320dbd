import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { BackendContext } from '../http/context';
import { bearerToken } from '../http/gateway-auth';
import { sendJson } from '../http/io';
import { verifyJwt } from '../jwt';

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
 * `/functions/v1/<name>[/...]`: the Edge Functions relay. Where the function's `verify_jwt` is on
 * it runs hosted Supabase's check (OPTIONS preflights excepted, since browsers send them without
 * credentials); where it is off, nothing is checked, the `apikey` header neither: the function
 * checks its callers itself. Then it proxies the request to the function's own Deno server with
 * the client's address added to `x-forwarded-for` (above); the function, not the relay, answers CORS. `gatewayCors` decorates relay-made errors.
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
