import type { PGlite } from '@electric-sql/pglite';
import type { AuthConfig } from '../auth/auth-config';
import type { AuthRateLimits } from '../auth/auth-rate-limits';
import type { SchemaCache } from '../database/schema-cache';
import type { FunctionRunner } from '../functions/function-runner';
import type { FunctionsConfig } from '../functions/functions-config';
import type { ProjectKeys } from '../project-keys';
import type { RestConfig } from '../rest/rest-config';

/** What the request handlers share once the database is open. */
export interface BackendContext {
  db: PGlite;
  schema: SchemaCache;
  /** The project's API keys and session signing keys (the key model). */
  keys: ProjectKeys;
  /** Base URL the backend advertises, e.g. http://localhost:54321 (JWT issuer, function env). */
  publicUrl: string;
  supabaseDir: string;
  /** Uploaded storage objects: `<data folder>/storage/<bucket>/<name>`. */
  storageDir: string;
  functions: FunctionRunner;
  /** The `[functions.<name>]` settings of config.toml (verify_jwt). */
  functionsConfig: FunctionsConfig;
  /** The `[auth]` settings of config.toml, read at start. */
  authConfig: AuthConfig;
  /** The per-address limits of the auth endpoints (`[auth.rate_limit]`). */
  authLimits: AuthRateLimits;
  /** The `[api]` settings of config.toml that /rest/v1 obeys (max_rows). */
  restConfig: RestConfig;
  /** Milliseconds since the epoch for auth (token times, reuse interval, rate limits); tests pass their own. */
  clock: () => number;
  log: (line: string) => void;
}
