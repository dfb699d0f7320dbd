import path from 'node:path';

// This file sits one level below the package root both as src/paths.ts and as dist/paths.js.
/** The local-backend package folder. */
export const LOCAL_BACKEND_DIR = path.resolve(__dirname, '..');
/** The monorepo root. */
export const REPO_ROOT = path.resolve(LOCAL_BACKEND_DIR, '..');
/** The Supabase CLI folder the backend is built from. */
export const SUPABASE_DIR = path.join(REPO_ROOT, 'supabase');
/** SQL for the objects hosted Supabase provides before any migration (roles, auth schema). */
export const SUPABASE_BASE_SQL = path.join(LOCAL_BACKEND_DIR, 'sql', 'supabase-base.sql');
/** Default PGlite data folder (inside the git-ignored .local/). */
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.local', 'backend-data');
/** Deno's cache for `npm:` imports of Edge Functions (inside the git-ignored .local/). */
export const DEFAULT_DENO_DIR = path.join(REPO_ROOT, '.local', 'deno-dir');
