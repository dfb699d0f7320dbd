import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from '../http/context';
import { sendEmpty, sendJson } from '../http/io';
import { createUser, type UserRow } from './auth-store';
import { handleAdmin } from './admin-handler';
import { enforceRateLimit } from './auth-rate-limits';
import { refuseAnonymousSignIn, refuseManualLinking } from './disabled-providers';
import { validatedEmail } from './email-rule';
import { fromDataException, GoTrueError, sendGoTrueError } from './gotrue-error';
import { checkPassword, jsonBody, objectField, stringFields } from './request-body';
import { requireUser } from './require-user';
import { sessionJson, userJson } from './session';
import { endSessions, startSession } from './session-store';
import { token, tokenSigning } from './token-handler';
import { updateOwnUser } from './update-user';

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
  // GoTrue echoes X-Supabase-Api-Version on errors only (errors.go HandleResponseError).
  const headers: Record<string, string> = {};
  try {
    if (await handleAdmin(req, res, path, url, ctx, headers)) return;
    if (route === 'POST /signup') return sendJson(res, 200, await signUp(req, ctx), headers);
    if (route === 'POST /token') return sendJson(res, 200, await token(req, url, ctx), headers);
    if (route === 'GET /user') return sendJson(res, 200, userJson(await currentUser(req, ctx)), headers);
    if (route === 'PUT /user') return sendJson(res, 200, userJson(await updateOwnUser(req, ctx)), headers);
    if (/^(GET \/user\/identities\/authorize|DELETE \/user\/identities\/[^/]+)$/.test(route)) {
      await requireUser(req, ctx);
      refuseManualLinking();
    }
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

/**
 * `POST /signup` in GoTrue's order: once the body parses, the address's sign-up allowance is
 * spent, then `[auth] enable_signup`, the password, `[auth.email] enable_signup` and the address
 * are checked.
 */
async function signUp(req: IncomingMessage, ctx: BackendContext): Promise<Record<string, unknown>> {
  const body = await jsonBody(req);
  // GoTrue routes a sign-up with neither address to its anonymous sign-in, before any limit.
  const { email: given, phone } = stringFields(body, 'SignupParams', ['email', 'phone']);
  if (given.trim() === '' && phone.trim() === '') refuseAnonymousSignIn();
  enforceRateLimit(ctx.authLimits.signups, req);
  if (!ctx.authConfig.signupEnabled)
    throw new GoTrueError(422, 'signup_disabled', 'Signups not allowed for this instance');
  const fields = stringFields(body, 'SignupParams', ['email', 'password']);
  const userMetadata = objectField(body, 'data', 'SignupParams') ?? {};
  checkPassword(fields.password);
  if (!ctx.authConfig.emailProviderEnabled)
    throw new GoTrueError(400, 'email_provider_disabled', 'Email signups are disabled');
  const email = validatedEmail(fields.email);
  // Only user_metadata (`data`) comes from the caller; any app_metadata in the body is ignored,
  // as GoTrue does, so nobody can sign up as staff.
  const user = await createUser(ctx.db, {
    email,
    password: fields.password,
    userMetadata,
    confirmed: true,
    signedIn: true,
  });
  if (!user) throw new GoTrueError(422, 'user_already_exists', 'User already registered');
  const nowMs = ctx.clock();
  return sessionJson(user, await startSession(ctx.db, user.id, nowMs), tokenSigning(ctx, nowMs));
}

/** GoTrue's UserGet: the token's audience must be the request's (`authenticated`). */
async function currentUser(req: IncomingMessage, ctx: BackendContext): Promise<UserRow> {
  const user = await requireUser(req, ctx);
  const aud = user.claims.aud;
  if ((Array.isArray(aud) ? aud[0] : aud) !== 'authenticated')
    throw new GoTrueError(400, 'validation_failed', "Token audience doesn't match request audience");
  return user;
}

async function logout(req: IncomingMessage, url: URL, ctx: BackendContext): Promise<void> {
  const user = await requireUser(req, ctx);
  const scope = url.searchParams.get('scope') || 'global';
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
    throw new GoTrueError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
  }
  await endSessions(ctx.db, user.id, user.sessionId, scope);
}
