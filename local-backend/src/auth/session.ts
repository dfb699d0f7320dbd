import type { JwtClaims } from '../jwt';
import type { UserRow } from './auth-store';
import type { SessionKeys } from './session-store';
import { userIdentities } from './user-identities';

/** How an access token is signed: the project's signing key and issuer, `[auth] jwt_expiry`, the backend's clock. */
export interface TokenSigning {
  /** ES256 or RS256 with the signing key's `kid` (new model) or HS256 with the JWT secret (legacy). */
  sign: (claims: JwtClaims) => Promise<string>;
  issuerUrl: string;
  expirySeconds: number;
  nowMs: number;
}

/** GoTrue's user object as auth-js expects it. */
export function userJson(user: UserRow): Record<string, unknown> {
  const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: userIdentities(user),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
}

/**
 * A GoTrue session: an access token signed as the project signs them (ES256, RS256 or HS256) with the claims hosted Supabase puts in (role
 * `authenticated`, `sub`, `session_id`, ...) so RLS policies using auth.uid() behave the same.
 */
export async function sessionJson(
  user: UserRow,
  keys: SessionKeys,
  { sign, issuerUrl, expirySeconds, nowMs }: TokenSigning,
): Promise<Record<string, unknown>> {
  const iat = Math.floor(nowMs / 1000);
  const exp = iat + expirySeconds;
  const accessToken = await sign({
    aud: 'authenticated',
    exp,
    iat,
    iss: `${issuerUrl}/auth/v1`,
    sub: user.id,
    email: user.email,
    phone: '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: iat }],
    session_id: keys.sessionId,
    is_anonymous: user.is_anonymous,
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    // GoTrue: expires_at - now, i.e. jwt_expiry.
    expires_in: expirySeconds,
    expires_at: exp,
    refresh_token: keys.refreshToken,
    user: userJson(user),
  };
}
