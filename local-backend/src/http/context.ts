import type { PGlite } from '@electric-sql/pglite';
import type { SchemaCache } from '../database/schema-cache';
import type { FunctionRunner } from '../functions/function-runner';

/** What the request handlers share once the database is open. */
export interface BackendContext {
  db: PGlite;
  schema: SchemaCache;
  jwtSecret: string;
  /** Base URL the backend advertises, e.g. http://localhost:54321 (JWT issuer, function env). */
  publicUrl: string;
  supabaseDir: string;
  /** Uploaded storage objects: `<data folder>/storage/<bucket>/<name>`. */
  storageDir: string;
  functions: FunctionRunner;
  log: (line: string) => void;
}
