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
 * The asymmetric signing key (ES256, NIST P-256) of the local backend's sessions in the new model (unless
 * `SUPABASE_SIGNING_ALG=RS256`), as a private JWK. Its public half is served at
 * /auth/v1/.well-known/jwks.json under {@link LOCAL_SIGNING_KID}.
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

/**
 * The RSA signing key (RS256, 2048 bits) of the local backend's sessions when `SUPABASE_SIGNING_ALG=RS256`
 * (see key-model.ts), as a private JWK; published under {@link LOCAL_RSA_SIGNING_KID} beside the
 * ES256 key, whichever of the two signs. Generated once with Node's crypto; public and well known.
 */
export const LOCAL_RSA_SIGNING_JWK = {
  kty: 'RSA',
  n: 'obfgI9wi8hYNvKL8Y2xmd_0MFoCRVK55sa0SqhSmtx2jzr1Fl0LBM3vm7JCU07vfdRD5OnDqVJHb8Ol_2mxzGrtBqWyRGjsg0ttdcRCEzaXb_IWZ8p4rpQ1zIq4uK2RXf4gri-R8C6axOBm8Gl6FWa1SmfDqV5nwSbV71W7GWep9aE1zkSro6epIrxACCHUZrV9zCXV0-MaeboMfcqli9LchPFVgd9yI41mCjw8ocTZI5HO7glNFFZAP0DG5aMS_jThJxaieuolQyI917KrcL0HHRyPdtRZYQqh4ZsMpluIEtwPuJSCUjMGndEVbyCMmj4XXi6bw2h8wma1RSZ44ow',
  e: 'AQAB',
  d: 'AgeuMe-1e0HOR6vpbHtpMzW4onUCs1ltVaRNM61cBQ3Dh04rmCEnuQm5IFxq7ILTOe5N8pna7IItjJyhv5AqRw-gB2HBgIl1eVrKQCfA7a6Ypaws_oqrFECoTVXPu-O1Os3uyKwZkoaJJaHNEVervNscH6qShn78MTCsrpqGtYzi4VpXgEXhH4cOq2pCncJ7NGNerB3-d5AbcnphboE62QdGPi0TxafQwC3Q0lgNR022wOntB_B9CBZKChx0j_j76qSf9d3FB2q5xb6i7Ghx8vvtPF8s14c0QQHGEaAM6us4Uf884Y3TQBFPF3EqbcLFJU1f_88M4kzcCvaiPilFIQ',
  p: '08aBxAK5wYMIC7qEEsq-tn0eppuLYtmU7Uoi_GVtbL4gu0QYqb3Eq2oBavHKJGjzqVeqvZMFAzTfnXjDakNXuImmzgb9DTcj1RlUyCutMimgGuyMYgfahAX0-HsdbuV1DhXMp6OrtFMOrbkyWI5l0qwcUyGTFzXfdqIUEFLimAU',
  q: 'w31Rb60heLOWCmWHJz9yCr_XSeRfGe-CE-qMj3uaI_sCgHzOJ_oeK3qeuwoei-igKvjdjBVrafHpdR8Odm34DpkuwRbsOS7UuVweq_oHt-RFFGdTeZc6pvI3UGSOiGUKCVZBKuALPP3HJyMjBuD9kHFba5D1wtDugS3y6gADNoc',
  dp: 'TbLeN3k8iAg4Mn1rKa3jTPcZAM2-1TS5VFpH_cyE2knjnnF8jwKGHtIU1RUDMlqjU3VLuqQvSZ7jkFYXdGxiyd0PKzYbL_cUGYJivdJwiCAHkvlJBEqXXKsG1wfso5xiVxmebb86Jz31-70gAKe2KhZligaeffyREWij7d1LL7U',
  dq: 'O9lB9U6r0KgqZ0Rt_DYQU_onjxe7hdUtnatRHRxaNGnEelG7S8HnOqhvsBOJBoxRfNZz_U8Rc338Wz8GznscVlvPVI4QA_Gybo0lVsFVW5cnDvgTNkZ2TmYZSSN__4HvcKxXhyjQR_vp3LGFJ7X56x7JPkVC-EG-ww2uMLWQRkE',
  qi: 'ZZK_wBH7SQ4lVxLKyYbkJwnhSyxXXSoEsuccl2nbbFUaln7L2bQlJjO00XhmXkIMQfNaw4-xWNLUfPAjofTdbKJX1Z_B2Wl7AH3a0FkwP81CUIlrkY7nyWg9HwnBZm19RLrA3rNYoDODRIGUgdUVQ_DtR79ts70R9WEjbMIe-Wc',
} as const;

/** The `kid` of {@link LOCAL_RSA_SIGNING_JWK}. */
export const LOCAL_RSA_SIGNING_KID = '3e99148b-11e1-42a0-80bf-c9656d91eb95';
