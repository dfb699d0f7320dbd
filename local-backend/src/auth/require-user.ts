import type { IncomingMessage } from 'node:http';
import type { BackendContext } from '../http/context';
import { bearerToken } from '../http/gateway-auth';
import type { JwtFailure } from '../jwt';
import { findUserById, type UserRow } from './auth-store';
import { GoTrueError } from './gotrue-error';
import { sessionExists } from './session-store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

// golang-jwt v5's words, which GoTrue's parseJWTClaims appends to its own.
const JWT_ERRORS: Record<JwtFailure, string> = {
  malformed: 'token is malformed: could not JSON decode header',
  'bad-signature': 'token signature is invalid: signature is invalid',
  expired: 'token has invalid claims: token is expired',
};

/** GoTrue's parseJWTClaims: 403 `bad_jwt` with the JWT library's reason. */
export async function verifiedClaims(req: IncomingMessage, ctx: BackendContext): Promise<Record<string, unknown>> {
  const bearer = bearerToken(req);
  if (!bearer) throw new GoTrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const verified = await ctx.keys.verifyToken(bearer, Math.floor(ctx.clock() / 1000));
  if (verified.ok) return verified.claims;
  const reason =
    bearer.split('.').length !== 3
      ? 'token is malformed: token contains an invalid number of segments'
      : JWT_ERRORS[verified.failure];
  throw new GoTrueError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
}

/**
 * GoTrue's requireAuthentication (auth.go): the user named by `sub`, and the session named by
 * `session_id` when the token has one (GoTrue accepts a token without it: it then has no session).
 */
export async function requireUser(
  req: IncomingMessage,
  ctx: BackendContext,
): Promise<UserRow & { sessionId: string | null; claims: Record<string, unknown> }> {
  const claims = await verifiedClaims(req, ctx);
  const { sub, session_id: sessionId } = claims;
  if (typeof sub !== 'string' || sub === '') throw new GoTrueError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  if (!UUID.test(sub)) throw new GoTrueError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(ctx.db, sub);
  if (!user) throw new GoTrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  if (typeof sessionId !== 'string' || sessionId === '' || sessionId === NIL_UUID)
    return { ...user, sessionId: null, claims };
  if (!UUID.test(sessionId)) throw new GoTrueError(403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID');
  if (!(await sessionExists(ctx.db, sessionId)))
    throw new GoTrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  return { ...user, sessionId, claims };
}
