import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from '../http/context';
import { bearerToken } from '../http/gateway-auth';
import { readBody, sendEmpty, sendJson } from '../http/io';
import { verifyJwt } from '../jwt';
import {
  createUser,
  endSessions,
  findSessionUser,
  findUserByPassword,
  rotateRefreshToken,
  startSession,
  type UserRow,
} from './auth-store';
import { isEmailAddress } from './email-rule';
import { GoTrueError, sendGoTrueError, usesApiVersion2024 } from './gotrue-error';
import { sessionJson, userJson } from './session';

/** GoTrue's default minimum password length. */
const MIN_PASSWORD_LENGTH = 6;

/**
 * `/auth/v1/*`: the GoTrue endpoints supabase-js uses for email/password auth: signup,
 * token (password and refresh_token grants), logout, user, plus settings and health.
 */
export async function handleAuth(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  ctx: BackendContext,
): Promise<void> {
  const route = `${req.method} ${url.pathname.replace(/^\/auth\/v1/, '').replace(/\/$/, '')}`;
  const headers: Record<string, string> = usesApiVersion2024(req) ? { 'X-Supabase-Api-Version': '2024-01-01' } : {};
  try {
    if (route === 'POST /signup') return sendJson(res, 200, await signUp(req, ctx), headers);
    if (route === 'POST /token') return sendJson(res, 200, await token(req, url, ctx), headers);
    if (route === 'GET /user') return sendJson(res, 200, userJson(await sessionUser(req, ctx)), headers);
    if (route === 'POST /logout') {
      await logout(req, url, ctx);
      return sendEmpty(res, 204, headers);
    }
    if (route === 'GET /settings') {
      return sendJson(
        res,
        200,
        {
          external: { email: true, phone: false },
          disable_signup: false,
          mailer_autoconfirm: true,
          phone_autoconfirm: false,
          sms_provider: '',
          saml_enabled: false,
        },
        headers,
      );
    }
    if (route === 'GET /health')
      return sendJson(
        res,
        200,
        { name: 'GoTrue (local-backend)', description: 'Local GoTrue-compatible auth' },
        headers,
      );
    throw new GoTrueError(404, 'not_found', `${route} is not available in the local backend`);
  } catch (error) {
    if (error instanceof GoTrueError) return sendGoTrueError(req, res, error);
    throw error;
  }
}

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  try {
    const body = JSON.parse(await readBody(req)) as unknown;
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // fall through to the GoTrue answer below
  }
  throw new GoTrueError(400, 'bad_json', 'Could not parse request body as JSON');
}

function credentials(body: Record<string, unknown>): { email: string; password: string } {
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  return { email, password };
}

async function signUp(req: IncomingMessage, ctx: BackendContext): Promise<Record<string, unknown>> {
  const body = await jsonBody(req);
  const { email, password } = credentials(body);
  if (!isEmailAddress(email))
    throw new GoTrueError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new GoTrueError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  const metadata = typeof body.data === 'object' && body.data !== null ? (body.data as Record<string, unknown>) : {};
  const user = await createUser(ctx.db, email, password, metadata);
  if (!user) throw new GoTrueError(422, 'user_already_exists', 'User already registered');
  return sessionJson(user, await startSession(ctx.db, user.id), ctx.jwtSecret, ctx.publicUrl);
}

async function token(req: IncomingMessage, url: URL, ctx: BackendContext): Promise<Record<string, unknown>> {
  const grant = url.searchParams.get('grant_type');
  const body = await jsonBody(req);
  if (grant === 'password') {
    const { email, password } = credentials(body);
    const user = email && password ? await findUserByPassword(ctx.db, email, password) : null;
    if (!user) throw new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials');
    return sessionJson(user, await startSession(ctx.db, user.id), ctx.jwtSecret, ctx.publicUrl);
  }
  if (grant === 'refresh_token') {
    const refreshToken = typeof body.refresh_token === 'string' ? body.refresh_token : '';
    const rotation = await rotateRefreshToken(ctx.db, refreshToken);
    if (!rotation.ok) {
      throw rotation.reason === 'already_used'
        ? new GoTrueError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
        : new GoTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    }
    return sessionJson(rotation.user, rotation.keys, ctx.jwtSecret, ctx.publicUrl);
  }
  throw new GoTrueError(400, 'validation_failed', 'unsupported_grant_type');
}

/** The signed-in user behind the Bearer token, checked the way GoTrue checks it. */
async function sessionUser(req: IncomingMessage, ctx: BackendContext): Promise<UserRow & { sessionId: string }> {
  const bearer = bearerToken(req);
  if (!bearer) throw new GoTrueError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  const verified = await verifyJwt(bearer, ctx.jwtSecret);
  if (!verified.ok) {
    throw new GoTrueError(
      403,
      'bad_jwt',
      verified.failure === 'expired'
        ? 'invalid JWT: token is expired'
        : 'invalid JWT: unable to parse or verify signature',
    );
  }
  const { sub, session_id: sessionId } = verified.claims;
  if (typeof sub !== 'string') throw new GoTrueError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  if (typeof sessionId !== 'string')
    throw new GoTrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  const user = await findSessionUser(ctx.db, sessionId, sub);
  if (!user) throw new GoTrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  return { ...user, sessionId };
}

async function logout(req: IncomingMessage, url: URL, ctx: BackendContext): Promise<void> {
  const scope = url.searchParams.get('scope') ?? 'global';
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
    throw new GoTrueError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
  }
  const user = await sessionUser(req, ctx);
  await endSessions(ctx.db, user.id, user.sessionId, scope);
}
