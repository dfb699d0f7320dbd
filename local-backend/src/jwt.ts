import { createHmac, timingSafeEqual } from 'node:crypto';

/** Claims the backend reads; GoTrue and the Supabase CLI put more in, and they pass through. */
export interface JwtClaims {
  role?: string;
  sub?: string;
  exp?: number;
  iat?: number;
  session_id?: string;
  [claim: string]: unknown;
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/** Signs claims as an HS256 JWT. Key order is preserved, so equal input gives an equal token. */
export function signJwt(claims: JwtClaims, secret: string): string {
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${hmac(body, secret)}`;
}

/** Why a token was refused; the wording follows PostgREST and GoTrue. */
export type JwtFailure = 'malformed' | 'bad-signature' | 'expired';

/**
 * Verifies an HS256 JWT: structure, algorithm, signature (constant time) and expiry.
 * Returns the claims, or the reason it was refused.
 */
export function verifyJwt(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): { ok: true; claims: JwtClaims } | { ok: false; failure: JwtFailure } {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, failure: 'malformed' };
  const [header, payload, signature] = parts as [string, string, string];
  let claims: JwtClaims;
  try {
    const alg = (JSON.parse(fromBase64url(header)) as { alg?: unknown }).alg;
    // Rejecting anything but HS256 closes the classic "alg: none" hole.
    if (alg !== 'HS256') return { ok: false, failure: 'malformed' };
    claims = JSON.parse(fromBase64url(payload)) as JwtClaims;
    if (typeof claims !== 'object' || claims === null) return { ok: false, failure: 'malformed' };
  } catch {
    return { ok: false, failure: 'malformed' };
  }
  const expected = Buffer.from(hmac(`${header}.${payload}`, secret));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    return { ok: false, failure: 'bad-signature' };
  }
  if (typeof claims.exp === 'number' && claims.exp <= nowSeconds) return { ok: false, failure: 'expired' };
  return { ok: true, claims };
}

function hmac(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

function fromBase64url(text: string): string {
  return Buffer.from(text, 'base64url').toString('utf8');
}
