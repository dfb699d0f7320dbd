import { signJwt } from './jwt';

/**
 * JWT secret of the LOCAL backend only: the same public, well-known value the Supabase CLI uses
 * for `supabase start`. It protects nothing; never configure a hosted project with it.
 */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

// Same claims, in the same order, as the Supabase CLI's demo keys, so the derived keys are
// byte-identical to the CLI's and either local stack works with the same site configuration.
const ISSUER = 'supabase-demo';
const FAR_EXPIRY = 1983812996; // 2032-11-12

/** Public (anon) key of the local backend; safe to ship in the site's default runtime config. */
export const LOCAL_ANON_KEY = signJwt({ iss: ISSUER, role: 'anon', exp: FAR_EXPIRY }, LOCAL_JWT_SECRET);

/** service_role key of the local backend: bypasses row-level security. Server-side use only. */
export const LOCAL_SERVICE_ROLE_KEY = signJwt({ iss: ISSUER, role: 'service_role', exp: FAR_EXPIRY }, LOCAL_JWT_SECRET);
