// The release journal (supabase/migrations/20261126120000_release_journal.sql): every switch and
// each bundle's canary, written to the site's backend so that the release health page
// (/staff/releases) shows them beside visitors' telemetry. The deployment target stays the truth:
// a switch never waits long for the journal nor fails because of it. Without a backend (none
// configured, not running, refusing) the command says so in one line and writes no more.
import { keyHeaders } from '../backend-key-headers.mjs';
import { resolveBackend } from '../site-backend.mjs';
import { SWITCH_REASON, byRollback } from './live-history.mjs';

/** How long one write may take before the journal gives up for this command. */
const WRITE_TIMEOUT_MS = 3000;

/**
 * @typedef {'release' | 'rollback' | 'promote' | 'start' | 'canary-start' | 'canary-step' | 'canary-promote'
 *   | 'canary-abort' | 'canary-stop'} SwitchKind
 * @typedef {{ url: string, secretKey: string }} JournalBackend
 * @typedef {object} Journal
 * @property {() => Promise<JournalBackend>} backend resolved on the first write
 * @property {(line: string) => void} log
 * @property {typeof fetch} fetchImpl
 * @property {boolean} failed
 */

/** @type {Journal | null} */
let journal = null;

/**
 * Writes the journal of this process's switches to the site's backend: the project SUPABASE_URL +
 * SUPABASE_SECRET_KEY name, else the local backend (as the canary's watcher reads telemetry).
 * The release commands call it once (cli.mjs); without it nothing is written.
 * @param {{ env?: Record<string, string | undefined>, log?: (line: string) => void, fetchImpl?: typeof fetch,
 *   backend?: () => Promise<JournalBackend> }} [options]
 */
export function openHealthJournal({ env = process.env, log = console.log, fetchImpl = fetch, backend } = {}) {
  /** @type {Promise<JournalBackend> | null} */
  let resolved = null;
  journal = {
    backend: backend ?? (() => (resolved ??= resolveBackend(env, () => import('local-backend')))),
    log,
    fetchImpl,
    failed: false,
  };
}

/** Stops writing the journal (tests). */
export function closeHealthJournal() {
  journal = null;
}

/**
 * One request to the backend's REST API; a failure is said once and ends the journal's writes.
 * @param {string} path after /rest/v1/ @param {{ method: string, body: unknown, prefer?: string }} request
 */
async function send(path, { method, body, prefer = 'return=minimal' }) {
  const current = journal;
  if (!current || current.failed) return;
  try {
    const { url, secretKey } = await current.backend();
    const answer = await current.fetchImpl(`${url}/rest/v1/${path}`, {
      method,
      headers: { ...keyHeaders(secretKey), 'Content-Type': 'application/json', Prefer: prefer },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(WRITE_TIMEOUT_MS),
    });
    if (!answer.ok) throw new Error(`${answer.status} ${(await answer.text().catch(() => '')).slice(0, 200)}`);
  } catch (error) {
    current.failed = true;
    const why = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : error;
    current.log(
      `⚠ The release health journal was not updated (${why}): the switch is made, but /staff/releases will not show it.`,
    );
  }
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

/**
 * Journals a switch the site's timeline recorded (site-history.mjs).
 * @param {{ at: string, bundle: string, version: string, previous: string | null, reason: string,
 *   kind: SwitchKind | null, share?: number | null }} entry
 */
export async function journalSwitch({ at, bundle, version, previous, reason, kind, share = null }) {
  if (!kind) return;
  await send('release_switches', { method: 'POST', body: { at, bundle, version, previous, kind, share, reason } });
}

/**
 * Journals a bundle's canary as its canary.json now holds it (canary-state.mjs); the watcher's
 * decision stays unless another canary started.
 * @param {string} bundle @param {import('./canary-state.mjs').CanaryState} state
 */
export async function journalCanary(bundle, state) {
  await send('release_canaries?on_conflict=bundle', {
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
  });
}

/**
 * Journals the watcher's decision about the canary that started at `startedAt`: its action and its
 * verdict, codes with their numbers (canary-analysis), which the release health page puts into
 * words. `reasons` (the words of rows written before verdicts were kept) is emptied.
 * @param {string} bundle @param {string} startedAt
 * @param {{ action: string, verdict: import('canary-analysis').Verdict }} decision
 */
export async function journalDecision(bundle, startedAt, { action, verdict }) {
  const where = new URLSearchParams({ bundle: `eq.${bundle}`, started_at: `eq.${startedAt}` });
  await send(`release_canaries?${where}`, {
    method: 'PATCH',
    body: { decision: action, verdict, reasons: [], updated_at: new Date().toISOString() },
  });
}
