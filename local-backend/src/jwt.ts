import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

/** Claims the backend reads; GoTrue and the Supabase CLI put more in, and they pass through. */
export interface JwtClaims {
  role?: string;
  sub?: string;
  exp?: number;
  iat?: number;
  session_id?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  [claim: string]: unknown;
}

const keyCache = new Map<string, Uint8Array>();
function hmacKey(secret: string): Uint8Array {
  let key = keyCache.get(secret);
  if (!key) keyCache.set(secret, (key = new TextEncoder().encode(secret)));
  return key;
}

/**
 * Signs claims as an HS256 JWT (header `{"alg":"HS256","typ":"JWT"}`, as GoTrue and the Supabase
 * CLI write it). Claims are serialised in their key order, so equal input gives an equal token.
 */
export function signJwt(claims: JwtClaims, secret: string): Promise<string> {
  return new SignJWT(claims as JWTPayload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(hmacKey(secret));
}

/** Why a token was refused; the wording follows PostgREST and GoTrue. */
export type JwtFailure = 'malformed' | 'bad-signature' | 'expired';

/** Outcome of {@link verifyJwt}. */
export type JwtVerification = { ok: true; claims: JwtClaims } | { ok: false; failure: JwtFailure };

/**
 * Verifies an HS256 JWT with jose: structure, algorithm (HS256 only, which closes the
 * "alg: none" hole), signature and expiry. Returns the claims, or the reason it was refused.
 */
export async function verifyJwt(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<JwtVerification> {
  try {
    const { payload } = await jwtVerify(token, hmacKey(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(nowSeconds * 1000),
    });
    return { ok: true, claims: payload as JwtClaims };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, failure: 'expired' };
    if (error instanceof errors.JWSSignatureVerificationFailed) return { ok: false, failure: 'bad-signature' };
    return { ok: false, failure: 'malformed' };
  }
}
