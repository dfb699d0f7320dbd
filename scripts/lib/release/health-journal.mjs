// The release journal (supabase/migrations/20261126120000_release_journal.sql): every switch and
// each bundle's canary, written to the site's backend so that the release health page
// (/staff/releases) shows them beside visitors' telemetry. The deployment target stays the truth:
// a switch never waits long for the journal nor fails because of it. Without a backend (none
// configured, not running, refusing) the command says so in one line and writes no more.
import { keyHeaders } from '../backend-key-headers.mjs';
import { resolveBackend } from '../site-backend.mjs';
import { SWITCH_REASON, byRollback } from 'release';

/** How long one write may take before the journal gives up for this command. */
const WRITE_TIMEOUT_MS = 3000;

/**
 * @typedef {'release' | 'rollback' | 'promote' | 'start' | 'canary-start' | 'canary-step' | 'canary-promote'
 *   | 'canary-abort' | 'canary-stop'} SwitchKind
 * @typedef {{ url: string, secretKey: string }} JournalBackend
 * @typedef {{ at: string, bundle: string, version: string, previous: string | null, reason: string,
 *   kind: SwitchKind | null, share?: number | null }} SwitchEntry a switch the site's timeline recorded
 * @typedef {object} Journal where a command's changes are written for the release health page; a
 *   write that fails is said once, and the journal writes no more (it never throws)
 * @property {(entry: SwitchEntry) => Promise<void>} switched a switch of the site's timeline
 *   (site-history.mjs); one that switched nothing (kind null) is not written
 * @property {(bundle: string, state: import('./canary-state.mjs').CanaryState) => Promise<void>} canary
 *   a bundle's canary as its canary.json now holds it
 * @property {(bundle: string, startedAt: string,
 *   decision: { action: string, verdict: import('canary-analysis').Verdict }) => Promise<void>} decision
 *   the watcher's decision about the canary that started at `startedAt`
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

/**
 * The kind of a switch of the live release, from the reason pointer.mjs records; null for the
 * snapshot that only starts a timeline (nothing switched).
 * @param {string} reason @returns {SwitchKind | null}
 */
export function switchKind(reason) {
  if (reason === SWITCH_REASON.release) return 'release';
  if (reason === SWITCH_REASON.promote) return 'promote';
  if (reason === SWITCH_REASON.canary) return 'canary-promote';
  if (reason === SWITCH_REASON.start) return 'start';
  return byRollback(reason) ? 'rollback' : null;
}
