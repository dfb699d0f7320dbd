import { getSupabaseConfig, type SupabaseConfig } from 'shared-ui';
import { asError } from '../lib/error-message';
import { publicStorage } from '../lib/public-storage';
import type { Resource, ResourceRow } from '../lib/resource';
import { documentUrl } from '../lib/resource-url';
import { backendRequestUrl, backendRequestWithHeaders } from './backend-request';
import RESOURCES_REQUEST from './resources-request.json';

/**
 * Every published resource, all columns, newest first: PostgREST's query, as supabase-js writes
 * `from('resources').select('*').eq('published', true).order('created_at', { ascending: false })`.
 * Visitors can read only published rows anyway; a staff member signed in on this browser could read
 * every row through supabase-js, so the filter is explicit. The build names it in page-requests.json
 * (webpack.config.js), from which the served /resources page preloads it.
 */
export const RESOURCES_PATH: string = RESOURCES_REQUEST.path;

/** The list's address on the backend of `config`: the one the served /resources page preloads. */
export function resourcesUrl(config: SupabaseConfig): string {
  return backendRequestUrl(config, RESOURCES_PATH);
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The rows of one answer; throws the backend's error (PostgREST's message) on a failed answer, or when it is no list. */
async function readRows(response: Response): Promise<ResourceRow[]> {
  const text = await response.text();
  const body = parsed(text);
  if (!response.ok) {
    throw asError(typeof body === 'object' && body !== null ? body : { message: text || `HTTP ${response.status}` });
  }
  if (!Array.isArray(body)) throw new Error('The resources list gave an unexpected answer.');
  return body as ResourceRow[];
}

/**
 * Every published Knowledge Hub resource, newest first, each with the address its document opens at
 * on this backend. One plain GET, without supabase-js: no options, so it is exactly the request of
 * the page's preload (mode cors, no credentials, no headers) and the browser hands that answer over.
 * Any failure of it is followed at once by the same read with the key in headers; only when that
 * fails too does this throw, with that second failure: the backend's error (PostgREST's message) on a
 * failed answer, the network's on none.
 */
export async function getResources(config: SupabaseConfig | null = getSupabaseConfig()): Promise<Resource[]> {
  if (!config) throw new Error('The backend is not configured: the shell calls configureSupabase() at start.');
  let rows: ResourceRow[];
  try {
    rows = await readRows(await fetch(resourcesUrl(config)));
  } catch {
    // Hosted Supabase documents the key in the query string for Realtime only, and a gateway that
    // refuses it may answer without CORS headers (fetch rejects) or reset the connection: whatever
    // went wrong, the read is asked again at once with the key in headers, as supabase-js sends it.
    rows = await readRows(await fetch(...backendRequestWithHeaders(config, RESOURCES_PATH)));
  }
  const storage = publicStorage(config.url);
  return rows.map((row) => ({ ...row, documentUrl: documentUrl(row.url, storage) }));
}
