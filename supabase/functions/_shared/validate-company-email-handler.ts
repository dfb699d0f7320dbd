import { corsHeaders } from './cors.ts';
import { hasProjectKey, type ProjectApiKeys } from './project-api-keys.ts';
import { validateCompanyEmail } from './validate-company-email.ts';

/** Largest request body read; a real request is well under 1 KB. */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * HTTP contract of the `validate-company-email` Edge Function, as a plain
 * `(Request) => Promise<Response>` so Node tests can call it without Deno.
 *
 * - OPTIONS: 204 preflight answer.
 * - Any other request without one of the project's API keys in `apikey`: 401 `{ error }`. The
 *   function runs with `verify_jwt = false` (that gateway check refuses the new, non-JWT keys), so
 *   it checks the caller's key itself, as Supabase's "Securing Edge Functions" asks.
 * - POST `{ email: string, company: string }`: 200 `{ isValid, reason }` for every well-formed
 *   request, including over-long or empty values (isValid false with a reason). A non-2xx reply
 *   would hide the reason from supabase-js, which turns it into a generic FunctionsHttpError.
 * - Malformed JSON, a non-object body or missing/non-string fields: 400 `{ error }`.
 * - Body over {@link MAX_BODY_BYTES}: 413 `{ error }`. Other methods: 405 `{ error }`.
 * Every reply carries the CORS headers.
 */
export async function handleValidateCompanyEmail(request: Request, keys: ProjectApiKeys): Promise<Response> {
  try {
    return await respond(request, keys);
  } catch {
    // Without this, Deno.serve would answer a bare 500 without CORS headers and the browser
    // would report a network error instead of a server error.
    return json(500, { error: 'Unexpected error while validating the email.' });
  }
}

async function respond(request: Request, keys: ProjectApiKeys): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
  if (!hasProjectKey(request, keys))
    return json(401, { error: "Missing or unknown API key: send the project's key in apikey." });
  if (request.method !== 'POST') {
    return json(405, { error: 'Method not allowed; use POST.' }, { Allow: 'POST, OPTIONS' });
  }
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return json(413, { error: 'Request body is too large.' });
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) {
    return json(413, { error: 'Request body is too large.' });
  }

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return json(400, { error: 'Request body must be JSON: { "email": string, "company": string }.' });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return json(400, { error: 'Request body must be a JSON object: { "email": string, "company": string }.' });
  }
  const { email, company } = body as Record<string, unknown>;
  if (typeof email !== 'string' || typeof company !== 'string') {
    return json(400, { error: 'Fields "email" and "company" are required and must be strings.' });
  }
  return json(200, validateCompanyEmail(email, company));
}

function json(status: number, payload: unknown, extraHeaders: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(payload), {
    status,
    headers: { ...corsHeaders, ...extraHeaders, 'Content-Type': 'application/json; charset=utf-8' },
  });
}
