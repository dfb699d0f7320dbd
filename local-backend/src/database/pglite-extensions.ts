import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';

/**
 * The PostgreSQL extensions the base SQL and the migrations create (pgcrypto for passwords and
 * uuids, pg_trgm for the leads search). PGlite can only `create extension` what it was given at
 * start, so every PGlite that runs the migrations is created with these.
 */
export const PGLITE_EXTENSIONS = { pgcrypto, pg_trgm };
