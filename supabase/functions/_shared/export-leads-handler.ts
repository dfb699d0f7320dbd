import { CSV_BOM, LEADS_CSV_HEADER, leadCsvRow, leadsCsvFileName, type ExportedLead } from './leads-csv.ts';
import { publicApiKey, type ProjectApiKeys } from './project-api-keys.ts';
import { verifySession } from './session-claims.ts';
import { exportPageParams, MAX_SEARCH_LENGTH, rangeTotal, type LeadCursor, type LeadFilters } from './leads-query.ts';

/**
 * Rows asked for per request to the REST API. PostgREST answers at most its `max_rows` (1000 in
 * config.toml, possibly lower on a hosted project), so a shorter page does not mean the end: the
 * count in its Content-Range does.
 */
export const EXPORT_PAGE_SIZE = 1000;

/** What the export answers when the database cancels a page's query (statement timeout, 57014). */
export const EXPORT_TIMED_OUT = 'Reading the leads took too long. Narrow the dates or the search, then export again.';

/** What the function reads from its environment (hosted Supabase sets every variable behind it). */
export interface ExportEnv {
  supabaseUrl: string;
  /** The project's API keys: the publishable one is sent with the caller's token to the REST API. */
  keys: ProjectApiKeys;
  /** `SUPABASE_JWKS`, when set: the keys that verify sessions (else fetched from the project). */
  jwks?: string;
}

const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Expose-Headers': 'Content-Disposition',
  'Access-Control-Max-Age': '86400',
};

/**
 * HTTP contract of the `export-leads` Edge Function, as a plain `(Request) => Promise<Response>`
 * so Node tests can call it without Deno.
 *
 * - GET `?from=<ISO date>&to=<ISO date>&q=<text>` (each optional; from inclusive, to exclusive)
 *   with the caller's `Authorization: Bearer <access token>`: 200 `text/csv; charset=utf-8`,
 *   `Content-Disposition: attachment; filename="leads-<date>.csv"`, streamed page by page.
 * - No user session, or a token that does not verify: 401 `{ error }`; a session without
 *   app_metadata.staff: 403 `{ error }`;
 *   a bad date or search text: 400 `{ error }`; other methods 405. OPTIONS: 204 preflight.
 *
 * The function runs with `verify_jwt = false` (that gateway check refuses sessions signed with the
 * new asymmetric keys) and verifies the token itself (session-claims.ts). The rows are read through
 * the REST API with the caller's own token, so the row-level security of resource_leads applies to
 * the export exactly as to the leads page.
 */
export async function handleExportLeads(
  request: Request,
  env: ExportEnv,
  fetchImpl: typeof fetch = fetch,
  now: () => Date = () => new Date(),
): Promise<Response> {
  try {
    return await respond(request, env, fetchImpl, now);
  } catch {
    return json(500, { error: 'Unexpected error while exporting the leads.' });
  }
}

async function respond(request: Request, env: ExportEnv, fetchImpl: typeof fetch, now: () => Date): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
  if (request.method !== 'GET') return json(405, { error: 'Method not allowed; use GET.' }, { Allow: 'GET, OPTIONS' });

  const authorization = request.headers.get('authorization') ?? '';
  const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] ?? '';
  const session = await verifySession(token, {
    supabaseUrl: env.supabaseUrl,
    jwks: env.jwks,
    apiKey: publicApiKey(env.keys),
    fetchImpl,
    now,
  });
  const claims = session.ok ? session.claims : null;
  if (claims?.role !== 'authenticated') return json(401, { error: 'Sign in with a staff account to export leads.' });
  if ((claims.app_metadata as { staff?: unknown } | undefined)?.staff !== true) {
    return json(403, { error: 'Only staff accounts can export leads.' });
  }

  const filters = readFilters(new URL(request.url).searchParams);
  if (typeof filters === 'string') return json(400, { error: filters });

  const fetchPage = async (cursor: LeadCursor | null): Promise<LeadsPage> => {
    const params = exportPageParams(filters, cursor, EXPORT_PAGE_SIZE);
    const response = await fetchImpl(`${env.supabaseUrl}/rest/v1/resource_leads?${params}`, {
      headers: {
        apikey: publicApiKey(env.keys),
        Authorization: authorization,
        Accept: 'application/json',
        // The total (rows from this cursor on) tells a last page from one cut short by max_rows.
        Prefer: 'count=exact',
      },
    });
    if (!response.ok) throw new PageError(response.status, await response.text());
    return { rows: (await response.json()) as ExportedLead[], remaining: rangeTotal(response.headers) };
  };

  // The first page is read before answering, so a refusal of the REST API (an expired or
  // forged token) or a timeout is still a JSON error rather than a cut-off file.
  let page: LeadsPage;
  try {
    page = await fetchPage(null);
  } catch (error) {
    if (error instanceof PageError && (error.status === 401 || error.status === 403)) {
      return json(error.status, { error: 'Your session is not allowed to read leads; sign in again.' });
    }
    if (error instanceof PageError && error.code === STATEMENT_TIMEOUT) return json(504, { error: EXPORT_TIMED_OUT });
    throw error;
  }

  const encoder = new TextEncoder();
  let done = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + LEADS_CSV_HEADER));
    },
    // One page per pull: the stream asks for more only as the client reads, so at most one page
    // of rows is held at a time, whatever the number of leads.
    async pull(controller) {
      if (done) return controller.close();
      controller.enqueue(encoder.encode(page.rows.map(leadCsvRow).join('')));
      const last = page.rows.at(-1);
      // Without a count, only an empty page ends the file. A later page that fails errors the
      // stream, so the download fails visibly instead of ending short.
      if (!last || (page.remaining !== null && page.rows.length >= page.remaining)) {
        done = true;
        return controller.close();
      }
      page = await fetchPage({ created_at: last.created_at, id: last.id });
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      ...corsHeaders,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${leadsCsvFileName(now())}"`,
      'Cache-Control': 'no-store',
    },
  });
}

/** PostgreSQL's "canceling statement due to statement timeout", as PostgREST passes it on. */
const STATEMENT_TIMEOUT = '57014';

/** One page of leads and how many rows there are from its first one on (null if not said). */
interface LeadsPage {
  rows: ExportedLead[];
  remaining: number | null;
}

class PageError extends Error {
  /** PostgREST's error code, when the body is its JSON error. */
  readonly code: string | null;
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`REST API answered ${status}: ${body.slice(0, 200)}`);
    let code: unknown = null;
    try {
      code = (JSON.parse(body) as { code?: unknown }).code;
    } catch {
      // Not PostgREST's JSON: no code.
    }
    this.code = typeof code === 'string' ? code : null;
  }
}

/** The filters from the query string, or the reason they are refused. */
export function readFilters(params: URLSearchParams): LeadFilters | string {
  const filters: LeadFilters = {};
  for (const key of ['from', 'to'] as const) {
    const raw = params.get(key)?.trim();
    if (!raw) continue;
    const time = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(raw) ? Date.parse(raw) : NaN;
    if (Number.isNaN(time)) return `"${key}" must be an ISO 8601 date, e.g. 2026-03-01 or 2026-03-01T00:00:00Z.`;
    filters[key] = new Date(time).toISOString();
  }
  const q = params.get('q')?.trim();
  if (q && q.length > MAX_SEARCH_LENGTH) return `"q" must be at most ${MAX_SEARCH_LENGTH} characters.`;
  if (q) filters.q = q;
  return filters;
}

function json(status: number, payload: unknown, extraHeaders: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(payload), {
    status,
    headers: { ...corsHeaders, ...extraHeaders, 'Content-Type': 'application/json; charset=utf-8' },
  });
}
