/** A verified session's claims, or why the token was refused. */
export type SessionCheck = { ok: true; claims: Record<string, unknown> } | { ok: false; reason: string };

/** Where a function checks a session: the project's URL, its JWKS if given, and a fetch. */
export interface SessionVerifier {
  supabaseUrl: string;
  /** The JWKS as JSON (hosted Supabase's `SUPABASE_JWKS`); fetched from the project when absent. */
  jwks?: string;
  /** The key sent with the Auth API call that checks a legacy (HS256) token. */
  apiKey: string;
  fetchImpl: typeof fetch;
  now: () => Date;
}

/**
 * Verifies a user's access token inside an Edge Function, as Supabase's "Securing Edge Functions"
 * asks once `verify_jwt` is off, and as auth-js's getClaims does: a token signed with an asymmetric
 * key (ES256, found by the `kid` of its header) is checked against the project's JWKS
 * (/auth/v1/.well-known/jwks.json) with WebCrypto; a legacy HS256 token, whose secret a function
 * does not hold, is checked by the Auth server (GET /auth/v1/user), which verifies it with the
 * legacy JWT secret. Expiry is checked either way.
 */
export async function verifySession(token: string, verifier: SessionVerifier): Promise<SessionCheck> {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'not a JWT' };
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  const header = decodeJson(headerPart);
  const claims = decodeJson(payloadPart);
  if (!header || !claims) return { ok: false, reason: 'malformed JWT' };
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= verifier.now().getTime())
    return { ok: false, reason: 'expired JWT' };
  if (header.alg === 'ES256') {
    const key = await findKey(verifier, header.kid);
    if (!key) return { ok: false, reason: 'no signing key with this kid' };
    const valid = await crypto.subtle.verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      key,
      base64UrlBytes(signaturePart),
      new TextEncoder().encode(`${headerPart}.${payloadPart}`),
    );
    return valid ? { ok: true, claims } : { ok: false, reason: 'bad signature' };
  }
  if (header.alg === 'HS256') {
    const answer = await verifier.fetchImpl(`${verifier.supabaseUrl}/auth/v1/user`, {
      headers: { apikey: verifier.apiKey, Authorization: `Bearer ${token}` },
    });
    await answer.body?.cancel();
    return answer.ok ? { ok: true, claims } : { ok: false, reason: `Auth refused the token (${answer.status})` };
  }
  return { ok: false, reason: `unsupported algorithm ${String(header.alg)}` };
}

async function findKey(verifier: SessionVerifier, kid: unknown): Promise<CryptoKey | null> {
  const text =
    verifier.jwks ?? (await (await verifier.fetchImpl(`${verifier.supabaseUrl}/auth/v1/.well-known/jwks.json`)).text());
  const set = JSON.parse(text) as { keys?: Array<Record<string, unknown>> };
  const jwk = set.keys?.find((k) => k.kid === kid && k.kty === 'EC' && k.crv === 'P-256');
  if (!jwk) return null;
  return crypto.subtle.importKey(
    'jwk',
    { kty: 'EC', crv: 'P-256', x: jwk.x as string, y: jwk.y as string },
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['verify'],
  );
}

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(new TextDecoder().decode(base64UrlBytes(part))) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function base64UrlBytes(part: string): Uint8Array<ArrayBuffer> {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}
