/**
 * local-backend: an embedded, Supabase-compatible backend built from the repository's supabase/
 * folder, for local development and tests. See README.md.
 */
export { startLocalBackend, DEFAULT_PORT } from './start-local-backend';
export type { LocalBackend, LocalBackendOptions } from './start-local-backend';
export {
  LOCAL_ANON_KEY,
  LOCAL_SERVICE_ROLE_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
} from './keys';
export { KEY_MODEL_VARIABLE, localApiKeys, readKeyModel, readSigningAlg, SIGNING_ALG_VARIABLE } from './key-model';
export type { ApiKeys, KeyModel, SigningAlg } from './key-model';
export { signJwt, verifyJwt } from './jwt';
export type { JwtClaims, JwtFailure } from './jwt';
export {
  bootstrapDatabase,
  createSupabaseBase,
  applyMigrations,
  applySeed,
  listMigrations,
} from './database/bootstrap';
export type { MigrationFile } from './database/bootstrap';
export type { SqlRunner } from './database/sql-runner';
