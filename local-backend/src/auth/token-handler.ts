import type { IncomingMessage } from 'node:http';
import type { BackendContext } from '../http/context';
import { findUserByPassword } from './auth-store';
import { enforceRateLimit } from './auth-rate-limits';
import { refuseIdTokenGrant, refuseWeb3Grant } from './disabled-providers';
import { GoTrueError } from './gotrue-error';
import { refreshTokenGrant } from './refresh-token-grant';
import { jsonBody, stringFields } from './request-body';
import { sessionJson, type TokenSigning } from './session';
import { startSession } from './session-store';

/** How the backend signs access tokens now: the project's signing key, the issuer, `[auth] jwt_expiry` and its clock. */
export function tokenSigning(ctx: BackendContext, nowMs = ctx.clock()): TokenSigning {
  return {
    sign: ctx.keys.signToken,
    issuerUrl: ctx.publicUrl,
    expirySeconds: ctx.authConfig.jwtExpiry,
    nowMs,
  };
}

// The grants answered here; any other (GoTrue's `pkce` too, a flow this backend lacks) is unknown.
const KNOWN_GRANTS = new Set(['password', 'refresh_token', 'web3', 'id_token']);

/**
 * `POST /token` as GoTrue's Token (token.go): an unknown grant is refused first (with GoTrue's
 * `invalid_credentials` code), then every known grant spends the address's token allowance;
 * Web3 and ID-token sign-ins get GoTrue's answers for providers that are disabled.
 */
export async function token(req: IncomingMessage, url: URL, ctx: BackendContext): Promise<Record<string, unknown>> {
  const grant = url.searchParams.get('grant_type') ?? '';
  if (!KNOWN_GRANTS.has(grant)) throw new GoTrueError(400, 'invalid_credentials', 'unsupported_grant_type');
  enforceRateLimit(ctx.authLimits.tokens, req);
  // GoTrue checks the Web3 providers before it reads the body.
  if (grant === 'web3') refuseWeb3Grant();
  const body = await jsonBody(req);
  if (grant === 'id_token') refuseIdTokenGrant(body);
  return grant === 'password' ? passwordGrant(body, ctx) : refreshGrant(body, ctx);
}

/** GoTrue's ResourceOwnerPasswordGrant, email only: this backend has no phone provider ([auth.sms] is off). */
async function passwordGrant(body: Record<string, unknown>, ctx: BackendContext): Promise<Record<string, unknown>> {
  const { email, phone, password } = stringFields(body, 'PasswordGrantParams', ['email', 'phone', 'password']);
  if (email && phone)
    throw new GoTrueError(
      400,
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    );
  if (!email && !phone) throw new GoTrueError(400, 'validation_failed', 'missing email or phone');
  if (!email) throw new GoTrueError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  if (!ctx.authConfig.emailProviderEnabled)
    throw new GoTrueError(422, 'email_provider_disabled', 'Email logins are disabled');
  const user = password ? await findUserByPassword(ctx.db, email.trim().toLowerCase(), password) : null;
  if (!user) throw new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials');
  if (!user.email_confirmed_at) throw new GoTrueError(400, 'email_not_confirmed', 'Email not confirmed');
  const nowMs = ctx.clock();
  return sessionJson(user, await startSession(ctx.db, user.id, nowMs), tokenSigning(ctx, nowMs));
}

async function refreshGrant(body: Record<string, unknown>, ctx: BackendContext): Promise<Record<string, unknown>> {
  const { refresh_token: refreshToken } = stringFields(body, 'RefreshTokenGrantParams', ['refresh_token']);
  const nowMs = ctx.clock();
  const rules = {
    rotation: ctx.authConfig.refreshTokenRotation,
    reuseIntervalSeconds: ctx.authConfig.refreshTokenReuseInterval,
  };
  const { user, keys } = await refreshTokenGrant(ctx.db, refreshToken, rules, nowMs);
  return sessionJson(user, keys, tokenSigning(ctx, nowMs));
}
