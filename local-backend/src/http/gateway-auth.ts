import type { IncomingMessage } from 'node:http';
import { isApiRole, type ApiRole } from '../database/as-role';
import type { JwtClaims } from '../jwt';
import type { ProjectKeys } from '../project-keys';

/** Who is calling, established from the verified `apikey` header and/or Bearer token. */
export interface Caller {
  role: ApiRole;
  claims: JwtClaims;
  /** The Bearer token: a user session, the legacy anon key again, or the JWT the gateway minted for an API key. */
  bearer: string | null;
}

/** A refusal with the status and JSON body Supabase's API gateway uses. */
export interface GatewayRefusal {
  status: number;
  body: Record<string, unknown>;
}

/**
 * The API-gateway check of hosted Supabase, then PostgREST's check of the token: a project key is
 * required; a Bearer token, when present, decides the role, so a signed-in user's requests run as
 * `authenticated`.
 */
export async function identifyCaller(
  req: IncomingMessage,
  url: URL,
  keys: ProjectKeys,
): Promise<Caller | GatewayRefusal> {
  const refusal = await passGateway(req, url, keys);
  if (refusal) return refusal;
  const bearer = bearerToken(req);
  if (!bearer) {
    const key = await keys.verifyToken(apiKey(req, url) ?? '');
    if (key.ok && isApiRole(key.claims.role)) return { role: key.claims.role, claims: key.claims, bearer: null };
  }
  const token = await keys.verifyToken(bearer ?? '');
  if (!token.ok) {
    const message = token.failure === 'expired' ? 'JWT expired' : 'Invalid JWT';
    return {
      status: 401,
      body: { code: token.failure === 'expired' ? 'PGRST303' : 'PGRST301', message, details: null, hint: null },
    };
  }
  if (!isApiRole(token.claims.role)) {
    return { status: 401, body: { code: 'PGRST301', message: 'JWT role is not allowed', details: null, hint: null } };
  }
  return { role: token.claims.role, claims: token.claims, bearer };
}

/**
 * The project-key part of the gateway check, for every API but the Edge Functions. Returns null
 * when the key is fine.
 *
 * - Legacy model: a valid `apikey` (header or query), or when none is sent a Bearer token, that is
 *   a JWT signed with the project's secret and naming an API role.
 * - New model: `apikey` must be the publishable key (role anon) or the secret key (role
 *   service_role; refused from a browser); a legacy JWT there is refused as disabled. When the
 *   `Authorization` header is missing or repeats the key, the gateway puts in its place a
 *   short-lived JWT for the key's role, signed with the project's signing key, as hosted Supabase's
 *   gateway does before PostgREST, Auth and Storage read it.
 */
export async function passGateway(req: IncomingMessage, url: URL, keys: ProjectKeys): Promise<GatewayRefusal | null> {
  const apikey = apiKey(req, url);
  const bearer = bearerToken(req);
  if (!apikey && !bearer) return NO_API_KEY;
  if (keys.model === 'legacy') {
    const key = await keys.verifyToken(apikey ?? bearer ?? '');
    return key.ok && isApiRole(key.claims.role) ? null : INVALID_API_KEY;
  }
  if (!apikey) return NO_API_KEY;
  const role = apiKeyRole(apikey, keys);
  if (typeof role !== 'string') return role;
  if (role === 'service_role' && isBrowser(req)) return SECRET_KEY_IN_BROWSER;
  if (!bearer || bearer === apikey) {
    const iat = Math.floor(Date.now() / 1000);
    req.headers.authorization = `Bearer ${await keys.signToken({ iss: 'supabase', role, iat, exp: iat + MINTED_TOKEN_SECONDS })}`;
  }
  return null;
}

/** How long the JWT minted for an API key lives: it is used for one request only. */
const MINTED_TOKEN_SECONDS = 60;

function apiKeyRole(apikey: string, keys: ProjectKeys): ApiRole | GatewayRefusal {
  if (apikey === keys.api.publishableKey) return 'anon';
  if (apikey === keys.api.secretKey) return 'service_role';
  if (apikey.split('.').length === 3) return LEGACY_KEYS_DISABLED;
  return INVALID_API_KEY;
}

/**
 * A browser, as hosted Supabase tells one from other clients for secret keys: by the `User-Agent`
 * header. Every browser's starts with `Mozilla/5.0`; Node's fetch, Deno and curl send their own names.
 */
export function isBrowser(req: IncomingMessage): boolean {
  return /^Mozilla\//.test(header(req, 'user-agent') ?? '');
}

const NO_API_KEY = refuse('No API key found in request', 'No `apikey` request header or url param was found.');
const INVALID_API_KEY = refuse('Invalid API key', 'Double check your Supabase `anon` or `service_role` API key.');
const LEGACY_KEYS_DISABLED = refuse(
  'Legacy API keys are disabled',
  'Your legacy API keys (anon, service_role) were disabled; use the publishable or secret key instead.',
);
const SECRET_KEY_IN_BROWSER = refuse(
  'Forbidden use of secret API key in browser',
  'Secret API keys can only be used in a protected environment and should never be used in a browser.',
);

/** The Bearer token of the Authorization header, if any. */
export function bearerToken(req: IncomingMessage): string | null {
  return header(req, 'authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
}

function apiKey(req: IncomingMessage, url: URL): string | null {
  return header(req, 'apikey') ?? url.searchParams.get('apikey');
}

/**
 * Takes the project key out of the query string once the gateway has checked it, as hosted
 * Supabase's gateway does before PostgREST reads the query: Kong's key-auth plugin there looks for
 * `apikey` in the header or the query string (`key_in_query`), and with `hide_credentials` removes it
 * before proxying. So `?apikey=<anon key>` works on a GET without headers (what a
 * `<link rel="preload">` sends), and PostgREST never reads it as a filter on a column `apikey`
 * (supabase/supabase#5465: on hosted Supabase, `.eq('apikey', …)` returns every row, the gateway
 * having removed the parameter).
 */
export function hideQueryKey(url: URL): void {
  url.searchParams.delete('apikey');
}

/** Type guard separating a refusal from an identified caller. */
export function isRefusal(result: Caller | GatewayRefusal): result is GatewayRefusal {
  return 'status' in result;
}

function refuse(message: string, hint: string): GatewayRefusal {
  return { status: 401, body: { message, hint } };
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}
