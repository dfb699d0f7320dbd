import type { IncomingMessage } from 'node:http';
import { isApiRole } from '../database/as-role';
import type { BackendContext } from '../http/context';
import { bearerToken, passGateway, type Caller, type GatewayRefusal } from '../http/gateway-auth';
import type { JwtFailure } from '../jwt';
import { accessDenied } from './storage-refusals';

/** jose's words for each failure, which storage's JWT plugin passes on as the message. */
export const JOSE_MESSAGES: Record<JwtFailure, string> = {
  expired: '"exp" claim timestamp check failed',
  'bad-signature': 'signature verification failed',
  malformed: 'Invalid Compact JWS',
};

/**
 * The caller of an authenticated storage route. The project key is the gateway's business (its
 * 401, returned as is); the Bearer token is storage's (src/http/plugins/jwt.ts): one that does not
 * verify is AccessDenied with jose's message, sent as HTTP 400.
 */
export async function storageCaller(
  req: IncomingMessage,
  url: URL,
  ctx: BackendContext,
): Promise<Caller | GatewayRefusal> {
  const refusal = await passGateway(req, url, ctx.keys);
  if (refusal) return refusal;
  const bearer = bearerToken(req);
  const token = bearer ?? String(req.headers.apikey ?? url.searchParams.get('apikey') ?? '');
  const verified = await ctx.keys.verifyToken(token);
  if (!verified.ok) throw accessDenied(JOSE_MESSAGES[verified.failure]);
  if (!isApiRole(verified.claims.role)) throw accessDenied('Access denied: Invalid role');
  return { role: verified.claims.role, claims: verified.claims, bearer };
}
