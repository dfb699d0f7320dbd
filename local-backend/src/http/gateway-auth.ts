import type { IncomingMessage } from 'node:http';
import { isApiRole, type ApiRole } from '../database/as-role';
import { verifyJwt, type JwtClaims } from '../jwt';

/** Who is calling, established from the verified `apikey` header and/or Bearer token. */
export interface Caller {
  role: ApiRole;
  claims: JwtClaims;
  /** The Bearer token when it was sent (user sessions, or the anon key again). */
  bearer: string | null;
}

/** A refusal with the status and JSON body Supabase's API gateway uses. */
export interface GatewayRefusal {
  status: number;
  body: Record<string, unknown>;
}

/**
 * The API-gateway check of hosted Supabase: a project key is required (as `apikey` header or
 * query parameter, or as the Bearer token). When a Bearer token is present it decides the role,
 * so a signed-in user's requests run as `authenticated`.
 */
export async function identifyCaller(req: IncomingMessage, url: URL, secret: string): Promise<Caller | GatewayRefusal> {
  const refusal = await checkProjectKey(req, url, secret);
  if (refusal) return refusal;
  const bearer = bearerToken(req);
  if (!bearer) {
    const key = await verifyJwt(apiKey(req, url) ?? '', secret);
    if (key.ok && isApiRole(key.claims.role)) return { role: key.claims.role, claims: key.claims, bearer: null };
  }
  const token = await verifyJwt(bearer ?? '', secret);
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
 * Only the project-key part of the gateway check: a valid `apikey` (header or query), or, when
 * none is sent, a Bearer token signed with the project secret. Returns null when the key is fine.
 * The auth API uses just this; the Bearer token of a user session is GoTrue's business there.
 */
export async function checkProjectKey(req: IncomingMessage, url: URL, secret: string): Promise<GatewayRefusal | null> {
  const apikey = apiKey(req, url);
  const bearer = bearerToken(req);
  if (!apikey && !bearer) {
    return refuse('No API key found in request', 'No `apikey` request header or url param was found.');
  }
  const key = await verifyJwt(apikey ?? bearer ?? '', secret);
  if (!key.ok || !isApiRole(key.claims.role)) {
    return refuse('Invalid API key', 'Double check your Supabase `anon` or `service_role` API key.');
  }
  return null;
}

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
