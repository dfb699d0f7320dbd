import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from '../http/context';
import { bearerToken } from '../http/gateway-auth';
import { sendEmpty, sendJson } from '../http/io';
import { verifyJwt } from '../jwt';
import {
  createUser,
  endSessions,
  findSessionUser,
  findUserByPassword,
  rotateRefreshToken,
  startSession,
  updateUser,
  type UserRow,
} from './auth-store';
import { handleAdmin } from './admin-handler';
import { enforceRateLimit } from './auth-rate-limits';
import { isEmailAddress } from './email-rule';
import { fromDataException, GoTrueError, sendGoTrueError, usesApiVersion2024 } from './gotrue-error';
import { checkPassword, jsonBody, objectField } from './request-body';
import { sessionJson, userJson } from './session';

/**
 * `/auth/v1/*`: the GoTrue endpoints supabase-js uses for email/password auth: signup,
 * token (password and refresh_token grants), logout, user, plus settings and health, obeying
 * config.toml's sign-up switches and `[auth.rate_limit]` as GoTrue does.
 */
export async function handleAuth(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  ctx: BackendContext,
): Promise<void> {
  const path = url.pathname.replace(/^\/auth\/v1/, '').replace(/\/$/, '');
  const route = `${req.method} ${path}`;
  const headers: Record<string, string> = usesApiVersion2024(req) ? { 'X-Supabase-Api-Version': '2024-01-01' } : {};
  try {
    if (await handleAdmin(req, res, path, url, ctx, headers)) return;
    if (route === 'POST /signup') return sendJson(res, 200, await signUp(req, ctx), headers);
    if (route === 'POST /token') return sendJson(res, 200, await token(req, url, ctx), headers);
    if (route === 'GET /user') return sendJson(res, 200, userJson(await sessionUser(req, ctx)), headers);
    if (route === 'PUT /user') return sendJson(res, 200, userJson(await updateOwnUser(req, ctx)), headers);
    if (route === 'POST /logout') {
      await logout(req, url, ctx);
      return sendEmpty(res, 204, headers);
    }
    if (route === 'GET /settings') {
      return sendJson(
        res,
        200,
        {
          external: { email: ctx.authConfig.emailProviderEnabled, phone: false },
          disable_signup: !ctx.authConfig.signupEnabled,
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
    const refusal = error instanceof GoTrueError ? error : fromDataException(error);
    if (refusal) return sendGoTrueError(req, res, refusal);
    throw error;
  }
}

function credentials(body: Record<string, unknown>): { email: string; password: string } {
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  return { email, password };
}

/**
 * `POST /signup` in GoTrue's order: once the body parses, the address's sign-up allowance is
 * spent, then `[auth] enable_signup`, the password, `[auth.email] enable_signup` and the address
 * are checked.
 */
async function signUp(req: IncomingMessage, ctx: BackendContext): Promise<Record<string, unknown>> {
  const body = await jsonBody(req);
  enforceRateLimit(ctx.authLimits.signups, req);
  if (!ctx.authConfig.signupEnabled)
    throw new GoTrueError(422, 'signup_disabled', 'Signups not allowed for this instance');
  const { email, password } = credentials(body);
  checkPassword(password);
  if (!ctx.authConfig.emailProviderEnabled)
    throw new GoTrueError(400, 'email_provider_disabled', 'Email signups are disabled');
  if (!isEmailAddress(email))
    throw new GoTrueError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  // Only user_metadata (`data`) comes from the caller; any app_metadata in the body is ignored,
  // as GoTrue does, so nobody can sign up as staff.
  const user = await createUser(ctx.db, {
    email,
    password,
    userMetadata: objectField(body, 'data') ?? {},
    confirmed: true,
    signedIn: true,
  });
  if (!user) throw new GoTrueError(422, 'user_already_exists', 'User already registered');
  return sessionJson(user, await startSession(ctx.db, user.id), ctx.jwtSecret, ctx.publicUrl);
}

/** `POST /token`: an unknown grant is refused first; every known grant spends the address's token allowance. */
async function token(req: IncomingMessage, url: URL, ctx: BackendContext): Promise<Record<string, unknown>> {
  const grant = url.searchParams.get('grant_type');
  if (grant !== 'password' && grant !== 'refresh_token')
    throw new GoTrueError(400, 'validation_failed', 'unsupported_grant_type');
  enforceRateLimit(ctx.authLimits.tokens, req);
  const body = await jsonBody(req);
  if (grant === 'password') {
    const { email, password } = credentials(body);
    if (email && !ctx.authConfig.emailProviderEnabled)
      throw new GoTrueError(422, 'email_provider_disabled', 'Email logins are disabled');
    const user = email && password ? await findUserByPassword(ctx.db, email, password) : null;
    if (!user) throw new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials');
    if (!user.email_confirmed_at) throw new GoTrueError(400, 'email_not_confirmed', 'Email not confirmed');
    return sessionJson(user, await startSession(ctx.db, user.id), ctx.jwtSecret, ctx.publicUrl);
  }
  const refreshToken = typeof body.refresh_token === 'string' ? body.refresh_token : '';
  const rotation = await rotateRefreshToken(ctx.db, refreshToken);
  if (!rotation.ok) {
    throw rotation.reason === 'already_used'
      ? new GoTrueError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
      : new GoTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  }
  return sessionJson(rotation.user, rotation.keys, ctx.jwtSecret, ctx.publicUrl);
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

/**
 * `PUT /user` (supabase-js `updateUser`): a signed-in user changes its password or its
 * user_metadata (`data`). app_metadata is the service key's alone: asking to change it is refused
 * with 403, so a user can never give itself the staff claim.
 */
async function updateOwnUser(req: IncomingMessage, ctx: BackendContext): Promise<UserRow> {
  const user = await sessionUser(req, ctx);
  enforceRateLimit(ctx.authLimits.userUpdates, req);
  const body = await jsonBody(req);
  if (body.app_metadata !== undefined)
    throw new GoTrueError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
  if (body.email !== undefined || body.phone !== undefined)
    throw new GoTrueError(
      422,
      'validation_failed',
      'Changing the email or phone is not available in the local backend',
    );
  const password = body.password;
  if (password !== undefined && typeof password !== 'string')
    throw new GoTrueError(400, 'validation_failed', 'password must be a string');
  if (password !== undefined) checkPassword(password);
  const updated = await updateUser(ctx.db, user.id, { password, userMetadata: objectField(body, 'data') });
  if (!updated) throw new GoTrueError(404, 'user_not_found', 'User not found');
  return updated;
}

async function logout(req: IncomingMessage, url: URL, ctx: BackendContext): Promise<void> {
  const scope = url.searchParams.get('scope') ?? 'global';
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
    throw new GoTrueError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
  }
  const user = await sessionUser(req, ctx);
  await endSessions(ctx.db, user.id, user.sessionId, scope);
}
