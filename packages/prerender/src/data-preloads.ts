// The backend reads a route's page makes as it starts (its live release's page-requests.json: the
// Knowledge Hub's list of resources), named as `<link rel="preload" as="fetch">` first in the head
// of its served page, so the browser asks for the data with the page, before any script.
import type { LiveBuilds } from './live-builds';
import { pageOf } from './preload-hints';

/** The runtime config's backend: the Supabase project URL and its public anon key. */
interface Backend {
  url: string;
  publishableKey: string;
}

/**
 * A URL as the value of a double-quoted attribute, its query as plain as HTML allows: `&` before an
 * alphanumeric name and `=` is never read as a character reference in an attribute (HTML's named
 * character reference state), so it stays as it is and whoever reads the page without decoding it
 * (bench/lib/named-files.mjs) finds the very URL; any other `&`, `"` and `<` are escaped.
 */
const urlAttribute = (url: string) =>
  url
    .replace(/&(?![A-Za-z0-9]*=)/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;');

/**
 * The address of a read on the backend made without supabase-js: `path` on the project URL, with the
 * public anon key as the `apikey` query parameter (Supabase's gateway accepts it there, as the local
 * backend does). The page's own request is built the same way, character for character
 * (mfe-knowledge-hub/src/features/resources/api/backend-request.ts), or the browser would not reuse
 * the preload.
 */
export function backendRequestUrl(backend: Backend, path: string): string {
  const base = backend.url.trim().replace(/\/+$/, '');
  return `${base}${path}${path.includes('?') ? '&' : '?'}apikey=${encodeURIComponent(backend.publishableKey)}`;
}

/** What dataPreloads reads. */
export interface DataPreloadsInput {
  route: string;
  builds: LiveBuilds;
  /** The runtime config visitors get. */
  config: { supabase?: Backend };
}

/**
 * `<link rel="preload" as="fetch" crossorigin="anonymous">` for every backend read the route's page
 * makes as it starts (its live release's page-requests.json), at the address of the runtime
 * config's backend: the browser starts them with the page. `crossorigin="anonymous"` is the mode and
 * credentials of the page's plain `fetch(url)` (cors, none across origins), which then takes the
 * preloaded answer instead of asking again. '' when the page asks nothing, or there is no backend.
 */
export function dataPreloads({ route, builds, config }: DataPreloadsInput): string {
  const page = pageOf(builds.shell.chunkMap, route);
  const requests = (page && builds.remotes[page.remote]?.pageRequests?.[page.module]) || [];
  const backend = config.supabase;
  if (!backend?.url || !backend.publishableKey) return '';
  return requests
    .filter((request) => typeof request?.path === 'string' && request.path.startsWith('/'))
    .map(
      (request) =>
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${urlAttribute(backendRequestUrl(backend, request.path))}">`,
    )
    .join('');
}
