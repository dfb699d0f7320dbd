// The release journal (supabase/migrations/20261126120000_release_journal.sql): every switch and
// each bundle's canary, written to the site's backend so that the release health page
// (/staff/releases) shows them beside visitors' telemetry. The deployment target stays the truth:
// a switch never waits long for the journal nor fails because of it. Without a backend (none
// configured, not running, refusing) the command says so in one line and writes no more.
import { keyHeaders } from '../backend-key-headers.mjs';
import { resolveBackend } from '../site-backend.mjs';

/** How long one write may take before the journal gives up for this command. */
const WRITE_TIMEOUT_MS = 3000;

/**
 * @typedef {{ url: string, secretKey: string }} JournalBackend
 * @typedef {import('release').Journal} Journal where a command's changes are written for the release
 *   health page (a write that fails is said once, and the journal writes no more)
 */

/**
 * The journal of the site's backend: the project SUPABASE_URL + SUPABASE_SECRET_KEY name, else the
 * local backend (as the canary's watcher reads telemetry), resolved on the first write. The release
 * commands' entries open it (cli.mjs) and pass it to what they run.
 * @param {{ env?: Record<string, string | undefined>, log?: (line: string) => void, fetchImpl?: typeof fetch,
 *   backend?: () => Promise<JournalBackend> }} [options]
 * @returns {Journal}
 */
export function healthJournal({ env = process.env, log = console.log, fetchImpl = fetch, backend } = {}) {
  /** @type {Promise<JournalBackend> | null} */
  let resolved = null;
  const resolve = backend ?? (() => (resolved ??= resolveBackend(env, () => import('local-backend'))));
  let failed = false;
  /**
   * One request to the backend's REST API; a failure is said once and ends the journal's writes.
   * @param {string} path after /rest/v1/ @param {{ method: string, body: unknown, prefer?: string }} request
   */
  const send = async (path, { method, body, prefer = 'return=minimal' }) => {
    if (failed) return;
    try {
      const { url, secretKey } = await resolve();
      const answer = await fetchImpl(`${url}/rest/v1/${path}`, {
        method,
        headers: { ...keyHeaders(secretKey), 'Content-Type': 'application/json', Prefer: prefer },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(WRITE_TIMEOUT_MS),
      });
      if (!answer.ok) throw new Error(`${answer.status} ${(await answer.text().catch(() => '')).slice(0, 200)}`);
    } catch (error) {
      failed = true;
      const why = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : error;
      log(
        `⚠ The release health journal was not updated (${why}): the switch is made, but /staff/releases will not show it.`,
      );
    }
  };
  return {
    switched: async ({ at, bundle, version, previous, reason, kind, share = null }) => {
      if (!kind) return;
      await send('release_switches', { method: 'POST', body: { at, bundle, version, previous, kind, share, reason } });
    },
    // The watcher's decision stays unless another canary started.
    canary: (bundle, state) =>
      send('release_canaries?on_conflict=bundle', {
        method: 'POST',
        prefer: 'return=minimal,resolution=merge-duplicates',
        body: {
          bundle,
          version: state.version,
          live: state.live,
          share: state.share,
          lease_until: state.leaseUntil,
          status: state.status,
          started_at: state.startedAt,
          updated_at: new Date().toISOString(),
        },
      }),
    // Codes with their numbers (canary-analysis), which the release health page puts into words;
    // `reasons` (the words of rows written before verdicts were kept) is emptied.
    decision: (bundle, startedAt, { action, verdict }) => {
      const where = new URLSearchParams({ bundle: `eq.${bundle}`, started_at: `eq.${startedAt}` });
      return send(`release_canaries?${where}`, {
        method: 'PATCH',
        body: { decision: action, verdict, reasons: [], updated_at: new Date().toISOString() },
      });
    },
  };
}
