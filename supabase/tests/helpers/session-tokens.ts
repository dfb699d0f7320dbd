/**
 * Session tokens as a project signs them, for the Edge Functions' tests: ES256 with a key of the
 * test's own (its public half as a JWKS, as hosted Supabase hands it to a function), by WebCrypto.
 */
export interface TestSigner {
  /** The JWKS to give the function (`SUPABASE_JWKS`). */
  jwks: string;
  /** A `Bearer` header with `claims` signed by the key (an hour's `exp` unless given). */
  bearer(claims: Record<string, unknown>): Promise<string>;
}

const b64url = (bytes: Uint8Array | ArrayBuffer) => Buffer.from(bytes as ArrayBuffer).toString('base64url');

/** A fresh P-256 key named `kid`. */
export async function createTestSigner(kid = 'test-key', now = Date.now()): Promise<TestSigner> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey);
  return {
    jwks: JSON.stringify({ keys: [{ kty, crv, x, y, kid, alg: 'ES256', use: 'sig' }] }),
    async bearer(claims) {
      const header = b64url(Buffer.from(JSON.stringify({ alg: 'ES256', kid, typ: 'JWT' })));
      const body = b64url(Buffer.from(JSON.stringify({ exp: Math.floor(now / 1000) + 3600, ...claims })));
      const signature = await crypto.subtle.sign(
        { name: 'ECDSA', hash: 'SHA-256' },
        pair.privateKey,
        new TextEncoder().encode(`${header}.${body}`),
      );
      return `Bearer ${header}.${body}.${b64url(signature)}`;
    },
  };
}
