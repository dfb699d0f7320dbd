import { createLocalJWKSet, errors, importJWK, jwtVerify, SignJWT, type JWK, type JWTPayload } from 'jose';
import { signJwt, verifyJwt, type JwtClaims, type JwtVerification } from './jwt';
import {
  KEY_MODEL_VARIABLE,
  LEGACY_JWT_SECRET,
  localApiKeys,
  SIGNING_ALG_VARIABLE,
  type ApiKeys,
  type KeyModel,
  type SigningAlg,
} from './key-model';
import { LOCAL_RSA_SIGNING_JWK, LOCAL_RSA_SIGNING_KID, LOCAL_SIGNING_JWK, LOCAL_SIGNING_KID } from './keys';

/** A JSON Web Key Set as GoTrue serves it at /auth/v1/.well-known/jwks.json. */
export interface Jwks {
  keys: JWK[];
}

/** The keys of the project the backend plays: its API keys and how its tokens are signed and verified. */
export interface ProjectKeys {
  model: KeyModel;
  /** The algorithm of the tokens it signs: HS256 in the legacy model, ES256 or RS256 in the new one. */
  sessionAlg: 'HS256' | SigningAlg;
  api: ApiKeys;
  /** The legacy JWT secret (HS256): the legacy keys and sessions, and storage's signed URLs. */
  legacySecret: string;
  /** Signs a token the project issues: a session, or the short-lived JWT the gateway mints for an API key. */
  signToken(claims: JwtClaims): Promise<string>;
  /** Verifies a token the project issued, as the model does: by `kid` against a published key (ES256 or RS256), or HS256. */
  verifyToken(token: string, nowSeconds?: number): Promise<JwtVerification>;
  /** The public keys that verify sessions: in the new model both signing keys, the one that signs first; none in the legacy one (HS256 is not published). */
  jwks: Jwks;
}

/** The private JWK and `kid` of each asymmetric signing key (src/keys.ts). */
const SIGNING_KEYS: Record<SigningAlg, { jwk: JWK; kid: string }> = {
  ES256: { jwk: LOCAL_SIGNING_JWK, kid: LOCAL_SIGNING_KID },
  RS256: { jwk: LOCAL_RSA_SIGNING_JWK, kid: LOCAL_RSA_SIGNING_KID },
};

/**
 * The local backend's keys in a model. `signingAlg` (default ES256) picks the key that signs sessions
 * in the new model; the legacy model signs HS256 and refuses one.
 */
export async function localProjectKeys(model: KeyModel, signingAlg?: SigningAlg): Promise<ProjectKeys> {
  const api = localApiKeys(model);
  if (model === 'legacy') {
    if (signingAlg) {
      throw new Error(
        `${SIGNING_ALG_VARIABLE}=${signingAlg} needs the new key model: with ${KEY_MODEL_VARIABLE}=legacy sessions are HS256 over the legacy JWT secret.`,
      );
    }
    return {
      model,
      sessionAlg: 'HS256',
      api,
      legacySecret: LEGACY_JWT_SECRET,
      signToken: (claims) => signJwt(claims, LEGACY_JWT_SECRET),
      verifyToken: (token, now) => verifyJwt(token, LEGACY_JWT_SECRET, now),
      jwks: { keys: [] },
    };
  }
  const alg = signingAlg ?? 'ES256';
  // The other key is published too, as a hosted project lists a standby or previously used key
  // beside the one that signs: sessions signed before a switch of algorithm stay valid.
  const others = (Object.keys(SIGNING_KEYS) as SigningAlg[]).filter((other) => other !== alg);
  const published = [alg, ...others].map(publicJwk);
  const { jwk, kid } = SIGNING_KEYS[alg];
  const privateKey = await importJWK({ ...jwk }, alg);
  const keySet = createLocalJWKSet({ keys: published });
  return {
    model,
    sessionAlg: alg,
    api,
    legacySecret: LEGACY_JWT_SECRET,
    signToken: (claims) =>
      new SignJWT(claims as JWTPayload).setProtectedHeader({ alg, kid, typ: 'JWT' }).sign(privateKey),
    verifyToken: (token, now = Math.floor(Date.now() / 1000)) => verifyAsymmetric(token, keySet, now),
    jwks: { keys: published },
  };
}

/** The public half of a signing key, as GoTrue publishes it. */
function publicJwk(alg: SigningAlg): JWK {
  const { jwk, kid } = SIGNING_KEYS[alg];
  const members =
    jwk.kty === 'EC' ? { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y } : { kty: jwk.kty, n: jwk.n, e: jwk.e };
  return { ...members, kid, alg, use: 'sig', key_ops: ['verify'] };
}

async function verifyAsymmetric(
  token: string,
  keySet: ReturnType<typeof createLocalJWKSet>,
  nowSeconds: number,
): Promise<JwtVerification> {
  try {
    const { payload } = await jwtVerify(token, keySet, {
      algorithms: Object.keys(SIGNING_KEYS),
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
