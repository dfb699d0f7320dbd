/**
 * JWT secret of the LOCAL backend only: the same public, well-known value the Supabase CLI uses
 * for `supabase start`. It protects nothing; never configure a hosted project with it.
 */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

// The Supabase CLI's demo keys, byte for byte: HS256 over LOCAL_JWT_SECRET with the claims
// { iss: 'supabase-demo', role, exp: 1983812996 (2032-11-12) } in that order, so either local stack
// works with the same site configuration. Written out because signing is asynchronous (WebCrypto);
// jwt.test.ts re-derives both with signJwt and checks them.

/** Public (anon) key of the local backend; safe to ship in the site's default runtime config. */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** service_role key of the local backend: bypasses row-level security. Server-side use only. */
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** The claims both keys carry besides `role`. */
export const LOCAL_KEY_CLAIMS = { iss: 'supabase-demo', exp: 1983812996 } as const;
