// The release journal (supabase/migrations/20261126120000_release_journal.sql): every switch and
// each bundle's canary, written to the site's backend so that the release health page
// (/staff/releases) shows them beside visitors' telemetry. The deployment target stays the truth:
// a switch never waits long for the journal nor fails because of it. Without a backend (none
// configured, not running, refusing) the command says so in one line and writes no more. Which
// backend, and how its key is presented, the command's entry says (scripts/lib/release/cli.mjs).
import type { Journal } from '../after-switch/after-switch';

/** How long one write may take before the journal gives up for this command. */
const WRITE_TIMEOUT_MS = 3000;

/** The backend's REST API: its address and the headers that present the server key. */
export interface JournalBackend {
  url: string;
  headers: Record<string, string>;
}

/** What the journal is given by the command's entry. */
export interface HealthJournalOptions {
  /** the backend, asked for on the first write (a failure is the journal's one warning) */
  backend: () => Promise<JournalBackend>;
  log?: (line: string) => void;
  fetchImpl?: typeof fetch;
}

/** The journal of the site's backend; it never throws. */
export function healthJournal({ backend, log = console.log, fetchImpl = fetch }: HealthJournalOptions): Journal {
  let resolved: Promise<JournalBackend> | null = null;
  let failed = false;
  /** One request to the backend's REST API (`path` after /rest/v1/); a failure is said once and ends the journal's writes. */
  const send = async (
    path: string,
    { method, body, prefer = 'return=minimal' }: { method: string; body: unknown; prefer?: string },
  ) => {
    if (failed) return;
    try {
      const { url, headers } = await (resolved ??= backend());
      const answer = await fetchImpl(`${url}/rest/v1/${path}`, {
        method,
        headers: { ...headers, 'Content-Type': 'application/json', Prefer: prefer },
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
