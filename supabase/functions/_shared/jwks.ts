/** One key of a JSON Web Key Set, as published: only the members read here are looked at. */
export type Jwk = Readonly<Record<string, unknown>>;

/**
 * The asymmetric algorithms a Supabase project signs sessions with (its "JWT Signing Keys": ECC
 * P-256 or RSA 2048), with the key type each needs and how WebCrypto imports and verifies it.
 */
const ALGORITHMS = {
  ES256: {
    kty: 'EC',
    importAs: { name: 'ECDSA', namedCurve: 'P-256' },
    verifyAs: { name: 'ECDSA', hash: 'SHA-256' },
  },
  RS256: {
    kty: 'RSA',
    importAs: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    verifyAs: { name: 'RSASSA-PKCS1-v1_5' },
  },
} as const;

/** A signing algorithm verified with a published key. */
export type AsymmetricAlg = keyof typeof ALGORITHMS;

/** True for the algorithms verified against the JWKS (HS256 is not: its secret is never published). */
export function isAsymmetricAlg(alg: unknown): alg is AsymmetricAlg {
  return typeof alg === 'string' && Object.hasOwn(ALGORITHMS, alg);
}

/** RSA keys shorter than this are refused: Supabase's are 2048 bits, and shorter ones are forgeable. */
const MIN_RSA_BITS = 2048;

/**
 * The keys of a JWKS given as `{"keys": [...]}` (what /auth/v1/.well-known/jwks.json answers) or as a
 * bare array of keys; the reason when the text is neither.
 */
export function readJwks(text: string): Jwk[] | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  const keys = Array.isArray(value) ? value : isObject(value) ? value.keys : undefined;
  if (!Array.isArray(keys)) return 'neither {"keys": [...]} nor an array of keys';
  return keys.filter(isObject);
}

/**
 * Why `jwk` may not verify a token signed with `alg`, or null when it may: the key type (and curve)
 * must fit the algorithm, and what the key says of itself must allow it: `use` (if any) is "sig",
 * `key_ops` (if any) holds "verify", `alg` (if any) is the token's.
 */
export function unfitKeyReason(jwk: Jwk, alg: AsymmetricAlg): string | null {
  const kty = ALGORITHMS[alg].kty;
  if (jwk.kty !== kty) return `its kty is ${String(jwk.kty)}, not ${kty}`;
  if (alg === 'ES256' && jwk.crv !== 'P-256') return `its curve is ${String(jwk.crv)}, not P-256`;
  if (jwk.use !== undefined && jwk.use !== 'sig') return `its use is ${String(jwk.use)}, not sig`;
  if (jwk.key_ops !== undefined && !(Array.isArray(jwk.key_ops) && jwk.key_ops.includes('verify')))
    return 'its key_ops do not include verify';
  if (jwk.alg !== undefined && jwk.alg !== alg) return `it is for ${String(jwk.alg)}`;
  if (alg === 'RS256' && rsaBits(jwk) < MIN_RSA_BITS) return `its modulus is shorter than ${MIN_RSA_BITS} bits`;
  return null;
}

/** The public key of `jwk` (already found fit by {@link unfitKeyReason}) for WebCrypto's verify. */
export function importVerifyKey(jwk: Jwk, alg: AsymmetricAlg): Promise<CryptoKey> {
  // Only the public members: what the key says of itself was checked above.
  const members: JsonWebKey =
    alg === 'ES256'
      ? { kty: 'EC', crv: 'P-256', x: String(jwk.x), y: String(jwk.y) }
      : { kty: 'RSA', n: String(jwk.n), e: String(jwk.e) };
  return crypto.subtle.importKey('jwk', members, ALGORITHMS[alg].importAs, false, ['verify']);
}

/** Whether `signature` over `data` verifies with `key` under `alg`. */
export function verifySignature(
  alg: AsymmetricAlg,
  key: CryptoKey,
  signature: Uint8Array<ArrayBuffer>,
  data: Uint8Array<ArrayBuffer>,
): Promise<boolean> {
  return crypto.subtle.verify(ALGORITHMS[alg].verifyAs, key, signature, data);
}

function rsaBits(jwk: Jwk): number {
  if (typeof jwk.n !== 'string') return 0;
  // base64url without padding: 4 characters carry 3 bytes; leading zero bytes are not written.
  return Math.floor((jwk.n.replace(/=+$/, '').length * 6) / 8) * 8;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
