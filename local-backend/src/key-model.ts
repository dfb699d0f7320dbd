import {
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from './keys';

/**
 * Which keys the backend hands out and accepts, as a hosted project does:
 * - `new` (the default): a publishable and a secret key (`sb_publishable_…`, `sb_secret_…`), sessions
 *   signed with an asymmetric key (ES256, or RS256: {@link readSigningAlg}) published as a JWKS; the legacy JWT keys disabled.
 * - `legacy`: the `anon` and `service_role` JWTs, sessions signed with the HS256 JWT secret.
 */
export type KeyModel = 'new' | 'legacy';

/** The one variable that switches models, read by {@link readKeyModel} only. */
export const KEY_MODEL_VARIABLE = 'SUPABASE_KEYS';

/**
 * The key model the environment asks for: `SUPABASE_KEYS=legacy` switches to the legacy keys;
 * unset, empty or `new` is the new model. Anything else stops the caller with a clear message.
 */
export function readKeyModel(env: Record<string, string | undefined> = process.env): KeyModel {
  const value = (env[KEY_MODEL_VARIABLE] ?? '').trim().toLowerCase();
  if (value === '' || value === 'new') return 'new';
  if (value === 'legacy') return 'legacy';
  throw new Error(
    `${KEY_MODEL_VARIABLE}=${env[KEY_MODEL_VARIABLE]} is not a key model: use "new" (the default) or "legacy".`,
  );
}

/**
 * The asymmetric algorithm that signs sessions in the new model, as a hosted project's signing key
 * can be ECC (P-256, ES256: Supabase's recommendation and this backend's default) or RSA (RS256).
 */
export type SigningAlg = 'ES256' | 'RS256';

/** The variable that picks the signing algorithm, read by {@link readSigningAlg} only. */
export const SIGNING_ALG_VARIABLE = 'SUPABASE_SIGNING_ALG';

const SIGNING_ALGS: readonly SigningAlg[] = ['ES256', 'RS256'];

/**
 * The signing algorithm the environment asks for (`SUPABASE_SIGNING_ALG=ES256|RS256`, any case), or
 * undefined when unset or empty (then ES256 in the new model). Anything else stops the caller with a
 * clear message.
 */
export function readSigningAlg(env: Record<string, string | undefined> = process.env): SigningAlg | undefined {
  const value = (env[SIGNING_ALG_VARIABLE] ?? '').trim().toUpperCase();
  if (value === '') return undefined;
  const alg = SIGNING_ALGS.find((a) => a === value);
  if (alg) return alg;
  throw new Error(
    `${SIGNING_ALG_VARIABLE}=${env[SIGNING_ALG_VARIABLE]} is not a signing algorithm: use "ES256" (the default) or "RS256".`,
  );
}

/** The two API keys of a model: the one a browser sends, and the server-side one. */
export interface ApiKeys {
  /** Publishable key, or in the legacy model the `anon` JWT: safe in a browser. */
  publishableKey: string;
  /** Secret key, or in the legacy model the `service_role` JWT: server-side only. */
  secretKey: string;
}

/** The local backend's API keys in a model. */
export function localApiKeys(model: KeyModel): ApiKeys {
  return model === 'new'
    ? { publishableKey: LOCAL_PUBLISHABLE_KEY, secretKey: LOCAL_SECRET_KEY }
    : { publishableKey: LOCAL_ANON_KEY, secretKey: LOCAL_SERVICE_ROLE_KEY };
}

/** The legacy JWT secret, kept in both models: hosted projects keep it too (it signs storage's signed URLs locally). */
export const LEGACY_JWT_SECRET = LOCAL_JWT_SECRET;
