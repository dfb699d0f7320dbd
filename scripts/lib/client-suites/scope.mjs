// The client-suite cases outside what local-backend/README.md claims, each with the reason: what
// the README lists as not implemented or not modelled, or a feature it does not name at all. A
// listed case that fails counts "out of scope"; one that passes still counts as a pass. Anything
// else that fails is a defect of the backend (or of this list). A Prefer option or parameter of an
// endpoint the README claims is in scope unless the README names it as not implemented.

const ONE_TO_MANY = 'one-to-many (and reverse one-to-one) embedding: README "Not implemented"';
const INNER_LEFT = '`!inner` / `!left` embedding: README "Not implemented" (`!inner`); `!left` not claimed';
const AGGREGATES = 'aggregate functions in `select` (`count()`, `.sum()`): not claimed';
const SCHEMAS = 'schemas other than `public` (Accept-Profile / Content-Profile): only `public` is served';
const JSON_PATHS = 'JSON paths and casts: README "Not implemented"';
const MEDIA_TYPES =
  'response media types it does not write (CSV, GeoJSON, plans, `nulls=stripped`): README, 406 PGRST107';
const OPERATORS =
  'operators PostgREST has and it does not (cs cd ov sl sr nxl nxr adj fts ... match imatch isdistinct, any/all): README, 400 PGRST127';

/** @type {import('./classify.mjs').ScopeEntry[]} */
export const OUT_OF_SCOPE = [
  // postgrest-js
  { suite: 'postgrest', file: 'test/basic.test.ts', test: /(switch|dynamic) schema$/, reason: SCHEMAS },
  { suite: 'postgrest', file: 'test/basic.test.ts', test: 'allow ordering on JSON column', reason: JSON_PATHS },
  { suite: 'postgrest', file: 'test/basic.test.ts', test: '!left join', reason: INNER_LEFT },
  { suite: 'postgrest', file: 'test/basic.test.ts', test: 'join on 1-M relation', reason: ONE_TO_MANY },
  {
    suite: 'postgrest',
    file: 'test/advanced_rpc.test.ts',
    test: 'with scalar input with followup select',
    reason: 'an rpc result embedding through a view (relationships through views: not claimed)',
  },
  {
    suite: 'postgrest',
    file: 'test/advanced_rpc.test.ts',
    test: 'RPC call with subselect and computed field',
    reason: 'computed fields (functions taking a row): not claimed',
  },
  {
    suite: 'postgrest',
    file: 'test/embeded_functions_join.test.ts',
    reason: 'computed relationships and computed fields (functions taking a row): not claimed',
  },
  {
    suite: 'postgrest',
    file: 'test/filters.test.ts',
    test: /^(i?like(All|Any)Of|contains|containedBy|range(Lt|Gt|Gte|Lte|Adjacent)|overlaps|textSearch|multiple filters|isDistinct|regexI?Match)\b/,
    reason: OPERATORS,
  },
  { suite: 'postgrest', file: 'test/relationships-aggregate-operations.test.ts', reason: AGGREGATES },
  {
    suite: 'postgrest',
    file: 'test/relationships-spread-operations.test.ts',
    reason: 'spread embedding (`...table(...)`): not claimed',
  },
  { suite: 'postgrest', file: 'test/relationships-error-handling.test.ts', test: /1-M relation/, reason: ONE_TO_MANY },
  {
    suite: 'postgrest',
    file: 'test/relationships-error-handling.test.ts',
    test: 'inner join should error',
    reason: INNER_LEFT,
  },
  {
    suite: 'postgrest',
    file: 'test/relationships-error-handling.test.ts',
    test: /aggregate|typecasting/,
    reason: AGGREGATES,
  },
  {
    suite: 'postgrest',
    file: 'test/relationships-join-operations.test.ts',
    test: /1-M relation|one to 0-1 non-empty relation via column name/,
    reason: ONE_TO_MANY,
  },
  {
    suite: 'postgrest',
    file: 'test/relationships-join-operations.test.ts',
    test: /!inner|!left|inner join/,
    reason: INNER_LEFT,
  },
  {
    suite: 'postgrest',
    file: 'test/relationships-join-operations.test.ts',
    test: 'via view name relationship',
    reason: 'relationships through views: not claimed (foreign keys of tables only)',
  },
  {
    suite: 'postgrest',
    file: 'test/relationships.test.ts',
    test: /nested query with|one-to-many|one-to-one relationship|many-to-many/,
    reason: ONE_TO_MANY,
  },
  { suite: 'postgrest', file: 'test/relationships.test.ts', test: /type casting|JSON accessor/, reason: JSON_PATHS },
  {
    suite: 'postgrest',
    file: 'test/relationships.test.ts',
    test: /^self reference relation$/,
    reason: `${ONE_TO_MANY}: a table embedded in itself by its name means its children; refused 400 PGRST200`,
  },
  {
    suite: 'postgrest',
    file: 'test/resource-embedding.test.ts',
    reason: `${ONE_TO_MANY}; filters and transforms on embedded resources`,
  },
  {
    suite: 'postgrest',
    file: 'test/rpc.test.ts',
    test: 'RPC call with field casting',
    reason: JSON_PATHS,
  },
  { suite: 'postgrest', file: 'test/rpc.test.ts', test: 'RPC call with field aggregate', reason: AGGREGATES },
  {
    suite: 'postgrest',
    file: 'test/transforms.test.ts',
    test: /^(csv|stripNulls|geojson|explain)/,
    reason: MEDIA_TYPES,
  },
  {
    suite: 'postgrest',
    file: 'test/transforms.test.ts',
    test: /^rollback/,
    reason: '`Prefer: tx=rollback` is ignored as on hosted, where `db-tx-end` is not set (the suite sets it): README',
  },
  {
    suite: 'postgrest',
    file: 'test/relationships.test.ts',
    test: 'multiple times the same column in selection',
    reason:
      'reads the first row without an order, which earlier cases move by writes they roll back with `Prefer: tx=rollback`, ignored as on hosted (README)',
  },
  {
    suite: 'postgrest',
    file: 'test/v12/v12-compat.test.ts',
    reason: 'needs a second server, PostgREST v12, on port 3012',
  },

  // auth-js
  {
    suite: 'auth',
    request: /^POST \/auth\/v1\/(otp|verify|recover|resend|invite|admin\/generate_link|reauthenticate)\b/,
    reason:
      'email and phone flows (OTP, magic links, invites, recovery, verification): README "No email flows ... phone"',
  },
  {
    suite: 'auth',
    test: /\bReauthentication\b/,
    reason: 'reauthentication (a nonce sent by email or SMS): README "No email flows"',
  },
  { suite: 'auth', request: /\/auth\/v1\/factors\b/, reason: 'MFA factors: README "No ... MFA"' },
  {
    suite: 'auth',
    file: 'test/GoTrueClient.test.ts',
    test: /^(WebAuthn )?MFA /,
    reason: 'MFA factors: README "No ... MFA"',
  },
  { suite: 'auth', file: 'test/GoTrueApi.test.ts', test: 'MFA Admin', reason: 'MFA factors: README "No ... MFA"' },
  { suite: 'auth', request: /\/auth\/v1\/admin\/oauth\b/, reason: 'the OAuth 2.1 server (OAuth clients): not claimed' },
  { suite: 'auth', request: /\/auth\/v1\/sso\b/, reason: 'SSO / SAML: not claimed' },
  {
    suite: 'auth',
    test: /\blinkIdentity\(\)/,
    reason: 'identity linking (OAuth providers): README "No ... OAuth"; refused 404 manual_linking_disabled',
  },
  {
    suite: 'auth',
    request: /^POST \/auth\/v1\/token\?grant_type=(web3|id_token)\b/,
    reason:
      'Web3 and ID-token sign-ins: README "No ... OAuth"; refused as GoTrue refuses disabled providers (422 web3_provider_disabled, 400 provider_disabled)',
  },
  {
    suite: 'auth',
    file: 'test/GoTrueClient.test.ts',
    test: 'signInAnonymously',
    reason: 'anonymous sign-ins: README "No ... anonymous sign-ins"; refused 422 anonymous_provider_disabled',
  },
  {
    suite: 'auth',
    file: 'test/GoTrueClient.test.ts',
    test: 'getClaims verifies RS256 jwt',
    reason: 'sessions are HS256 in the legacy key model the suites need (the CLI demo keys); the CLI signs them RS256',
  },
  { suite: 'auth', file: 'test/passkey.e2e.test.ts', reason: 'passkeys (WebAuthn sign-in): not claimed' },
  // storage-js
  {
    suite: 'storage',
    request: /^(GET|POST|PUT|DELETE) \/storage\/v1\/bucket\b/,
    reason:
      'bucket management (list, get, create, update, empty, delete): README "Not implemented"; most file cases create their bucket first',
  },
];
