/**
 * Every key of the LOCAL backend, in one place. All of them are public, well-known values, like the
 * Supabase CLI's for `supabase start`: they protect nothing; never configure a hosted project with them.
 */

/** The legacy JWT secret: the Supabase CLI's value. Signs the legacy keys and, in the legacy model, sessions. */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

// The Supabase CLI's demo keys, byte for byte: HS256 over LOCAL_JWT_SECRET with the claims
// { iss: 'supabase-demo', role, exp: 1983812996 (2032-11-12) } in that order, so either local stack
// works with the same site configuration. Written out because signing is asynchronous (WebCrypto);
// jwt.test.ts re-derives both with signJwt and checks them.

/** Legacy public (anon) key: an HS256 JWT with role `anon`. */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** Legacy service_role key: bypasses row-level security. Server-side use only. */
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** The claims both legacy keys carry besides `role`. */
export const LOCAL_KEY_CLAIMS = { iss: 'supabase-demo', exp: 1983812996 } as const;

// The publishable and secret keys the Supabase CLI prints for a local stack, so a site configured
// for either local backend works with the other. Neither is a JWT: the gateway maps each to its role.

/** Publishable key (role `anon`): safe to ship in the site's runtime config. */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';

/** Secret key (role `service_role`): bypasses row-level security; refused from a browser. */
export const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/**
 * The asymmetric signing key (ES256, NIST P-256) of the local backend's sessions in the new model,
 * as a private JWK. Its public half is served at /auth/v1/.well-known/jwks.json under {@link LOCAL_SIGNING_KID}.
 */
export const LOCAL_SIGNING_JWK = {
  kty: 'EC',
  crv: 'P-256',
  x: 'h58ka2jqnQxB2Nboz1Sntx-fsyXsQ6ksh8WPjeMgmL0',
  y: 'Sk7gkSwFS-41_g-hqaMW81iCZcGC2hD-j1pC6jkwpIM',
  d: 'owDQ7BRTTmkBTXyoGo5U9bhnnapn2IXCjXNK32diG-M',
} as const;

/** The `kid` of {@link LOCAL_SIGNING_JWK}, written in every session token's header. */
export const LOCAL_SIGNING_KID = 'b689c068-db8a-4029-8a62-e0a73ee2f37c';
