import { createJwksCache, type JwksCache, type JwksSource } from './jwks-cache.ts';
import { importVerifyKey, isAsymmetricAlg, unfitKeyReason, verifySignature } from './jwks.ts';

/** A verified session's claims, or why the token was refused. */
export type SessionCheck = { ok: true; claims: Record<string, unknown> } | { ok: false; reason: string };

/** Where a function checks a session: the project's URL, its JWKS if given, and a fetch. */
export interface SessionVerifier extends JwksSource {
  /** The key sent with the Auth API call that checks a legacy (HS256) token. */
  apiKey: string;
  /** The project's fetched keys; by default the one cache this function instance keeps per project URL. */
  keyCache?: JwksCache;
}

// A function instance serves many requests: its fetched key sets outlive each one.
const instanceCaches = new Map<string, JwksCache>();
function instanceCache(supabaseUrl: string): JwksCache {
  let cache = instanceCaches.get(supabaseUrl);
  if (!cache) instanceCaches.set(supabaseUrl, (cache = createJwksCache()));
  return cache;
}

/**
 * Verifies a user's access token inside an Edge Function, as Supabase's "Securing Edge Functions"
 * asks once `verify_jwt` is off, and as auth-js's getClaims does: a token signed with an asymmetric
 * key (ES256 or RS256, the key found by the `kid` of its header in `SUPABASE_JWKS` or the project's
 * /auth/v1/.well-known/jwks.json, see jwks-cache.ts) is checked with WebCrypto; a legacy HS256
 * token, whose secret a function does not hold, is checked by the Auth server (GET /auth/v1/user),
 * which verifies it with the legacy JWT secret. Expiry is checked either way; like getClaims, `iss`
 * and `aud` are not. Never throws: a refusal says why.
 */
export async function verifySession(token: string, verifier: SessionVerifier): Promise<SessionCheck> {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'not a JWT' };
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  const header = decodeJson(headerPart);
  const claims = decodeJson(payloadPart);
  const signature = base64UrlBytes(signaturePart);
  if (!header || !claims || !signature) return { ok: false, reason: 'malformed JWT' };
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= verifier.now().getTime())
    return { ok: false, reason: 'expired JWT' };
  const alg = header.alg;
  if (isAsymmetricAlg(alg)) {
    if (typeof header.kid !== 'string' || header.kid === '') return { ok: false, reason: `${alg} JWT without a kid` };
    const found = await (verifier.keyCache ?? instanceCache(verifier.supabaseUrl)).lookup(header.kid, verifier);
    if (!found.ok) return found;
    const jwk = found.keys.find((key) => unfitKeyReason(key, alg) === null);
    if (!jwk) {
      const why = found.keys.map((key) => unfitKeyReason(key, alg)).join('; ');
      return { ok: false, reason: `the key "${header.kid}" cannot verify ${alg}: ${why}` };
    }
    try {
      const key = await importVerifyKey(jwk, alg);
      const valid = await verifySignature(
        alg,
        key,
        signature,
        new TextEncoder().encode(`${headerPart}.${payloadPart}`),
      );
      return valid ? { ok: true, claims } : { ok: false, reason: 'bad signature' };
    } catch (error) {
      return { ok: false, reason: `the key "${header.kid}" is unreadable: ${(error as Error).message}` };
    }
  }
  if (alg === 'HS256') return askAuth(token, claims, verifier);
  return { ok: false, reason: `unsupported algorithm ${String(alg)}` };
}

async function askAuth(
  token: string,
  claims: Record<string, unknown>,
  verifier: SessionVerifier,
): Promise<SessionCheck> {
  try {
    const answer = await verifier.fetchImpl(`${verifier.supabaseUrl}/auth/v1/user`, {
      headers: { apikey: verifier.apiKey, Authorization: `Bearer ${token}` },
    });
    await answer.body?.cancel();
    return answer.ok ? { ok: true, claims } : { ok: false, reason: `Auth refused the token (${answer.status})` };
  } catch (error) {
    return { ok: false, reason: `Auth could not be asked about the token: ${(error as Error).message}` };
  }
}

function decodeJson(part: string): Record<string, unknown> | null {
  const bytes = base64UrlBytes(part);
  if (!bytes) return null;
  try {
    const value = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The bytes of a base64url part, or null when it is not base64url. */
function base64UrlBytes(part: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) return null;
  try {
    return Uint8Array.from(atob(part.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  } catch {
    return null; // a length no base64 text has
  }
}
