/**
 * Session tokens as a project signs them, for the Edge Functions' tests: ES256 (ECC P-256) or RS256
 * (RSA 2048) with a key of the test's own (its public half as a JWKS, as hosted Supabase hands it to
 * a function), by WebCrypto.
 */
export interface TestSigner {
  /** The public key as the project publishes it: kty and its members, `kid`, `alg`, `use: 'sig'`. */
  jwk: Record<string, unknown>;
  /** The JWKS to give the function (`SUPABASE_JWKS`): `{"keys": [jwk]}`. */
  jwks: string;
  /** A token with `claims` signed by the key (an hour's `exp` unless given); `header` adds to or replaces `{alg, kid, typ}`. */
  sign(claims: Record<string, unknown>, header?: Record<string, unknown>): Promise<string>;
  /** `Bearer ` and {@link TestSigner.sign}'s token. */
  bearer(claims: Record<string, unknown>): Promise<string>;
}

/** The algorithms a test key can sign with. */
export type TestAlg = 'ES256' | 'RS256';

const b64url = (bytes: Uint8Array | ArrayBuffer) => Buffer.from(bytes as ArrayBuffer).toString('base64url');

const PARAMS = {
  ES256: {
    generate: { name: 'ECDSA', namedCurve: 'P-256' },
    sign: { name: 'ECDSA', hash: 'SHA-256' },
  },
  RS256: {
    generate: {
      name: 'RSASSA-PKCS1-v1_5',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    sign: { name: 'RSASSA-PKCS1-v1_5' },
  },
} as const;

/** A fresh key named `kid` (P-256 for ES256, RSA 2048 for RS256). */
export async function createTestSigner(
  kid = 'test-key',
  now = Date.now(),
  alg: TestAlg = 'ES256',
): Promise<TestSigner> {
  const pair = (await crypto.subtle.generateKey(PARAMS[alg].generate, true, ['sign', 'verify'])) as CryptoKeyPair;
  const { kty, crv, x, y, n, e } = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const members = alg === 'ES256' ? { kty, crv, x, y } : { kty, n, e };
  const jwk = { ...members, kid, alg, use: 'sig' };
  const sign = async (claims: Record<string, unknown>, extraHeader: Record<string, unknown> = {}) => {
    const header = b64url(Buffer.from(JSON.stringify({ alg, kid, typ: 'JWT', ...extraHeader })));
    const body = b64url(Buffer.from(JSON.stringify({ exp: Math.floor(now / 1000) + 3600, ...claims })));
    const signature = await crypto.subtle.sign(
      PARAMS[alg].sign,
      pair.privateKey,
      new TextEncoder().encode(`${header}.${body}`),
    );
    return `${header}.${body}.${b64url(signature)}`;
  };
  return {
    jwk,
    jwks: JSON.stringify({ keys: [jwk] }),
    sign,
    bearer: async (claims) => `Bearer ${await sign(claims)}`,
  };
}
