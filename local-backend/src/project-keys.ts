import { createLocalJWKSet, errors, importJWK, jwtVerify, SignJWT, type JWK, type JWTPayload } from 'jose';
import { signJwt, verifyJwt, type JwtClaims, type JwtVerification } from './jwt';
import { LEGACY_JWT_SECRET, localApiKeys, type ApiKeys, type KeyModel } from './key-model';
import { LOCAL_SIGNING_JWK, LOCAL_SIGNING_KID } from './keys';

/** A JSON Web Key Set as GoTrue serves it at /auth/v1/.well-known/jwks.json. */
export interface Jwks {
  keys: JWK[];
}

/** The keys of the project the backend plays: its API keys and how its tokens are signed and verified. */
export interface ProjectKeys {
  model: KeyModel;
  api: ApiKeys;
  /** The legacy JWT secret (HS256): the legacy keys and sessions, and storage's signed URLs. */
  legacySecret: string;
  /** Signs a token the project issues: a session, or the short-lived JWT the gateway mints for an API key. */
  signToken(claims: JwtClaims): Promise<string>;
  /** Verifies a token the project issued, with the model's algorithm only (ES256 by `kid`, or HS256). */
  verifyToken(token: string, nowSeconds?: number): Promise<JwtVerification>;
  /** The public keys that verify sessions: the signing key in the new model, none in the legacy one (HS256 is not published). */
  jwks: Jwks;
}

/** The local backend's keys in a model. */
export async function localProjectKeys(model: KeyModel): Promise<ProjectKeys> {
  const api = localApiKeys(model);
  if (model === 'legacy') {
    return {
      model,
      api,
      legacySecret: LEGACY_JWT_SECRET,
      signToken: (claims) => signJwt(claims, LEGACY_JWT_SECRET),
      verifyToken: (token, now) => verifyJwt(token, LEGACY_JWT_SECRET, now),
      jwks: { keys: [] },
    };
  }
  const { d: _private, ...publicJwk } = LOCAL_SIGNING_JWK;
  void _private;
  const published: JWK = { ...publicJwk, kid: LOCAL_SIGNING_KID, alg: 'ES256', use: 'sig', key_ops: ['verify'] };
  const privateKey = await importJWK({ ...LOCAL_SIGNING_JWK }, 'ES256');
  const keySet = createLocalJWKSet({ keys: [published] });
  return {
    model,
    api,
    legacySecret: LEGACY_JWT_SECRET,
    signToken: (claims) =>
      new SignJWT(claims as JWTPayload)
        .setProtectedHeader({ alg: 'ES256', kid: LOCAL_SIGNING_KID, typ: 'JWT' })
        .sign(privateKey),
    verifyToken: (token, now = Math.floor(Date.now() / 1000)) => verifyAsymmetric(token, keySet, now),
    jwks: { keys: [published] },
  };
}

async function verifyAsymmetric(
  token: string,
  keySet: ReturnType<typeof createLocalJWKSet>,
  nowSeconds: number,
): Promise<JwtVerification> {
  try {
    const { payload } = await jwtVerify(token, keySet, {
      algorithms: ['ES256'],
      currentDate: new Date(nowSeconds * 1000),
    });
    return { ok: true, claims: payload as JwtClaims };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, failure: 'expired' };
    if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey)
      return { ok: false, failure: 'bad-signature' };
    return { ok: false, failure: 'malformed' };
  }
}
