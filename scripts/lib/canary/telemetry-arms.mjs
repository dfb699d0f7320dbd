// What a look of the watcher reads of visitors' telemetry: both arms of a canary's step (the live
// release on the live arm, the candidate on the canary arm) over a time window, in one request to
// the project's telemetry_canary_look (supabase/migrations), through supabase-js typed by the
// generated Database (the package database-types), with a server key. The watcher (the release
// package's runWatch) is given it by the command's entry, with the telemetry's limits.
import { BEACON_LIMITS } from 'telemetry-contract';
import { resolveBackend } from '../site-backend.mjs';
import { serverClient } from '../server-client.mjs';

/**
 * @typedef {import('database-types').Database} Database
 * @typedef {Database['public']['Functions']['telemetry_canary_look']['Returns'][number]} LookRow
 * @typedef {import('release').CanaryArm} CanaryArm
 */

/** The Web Vitals whose p75 the watcher reports (all page loads together), and their columns. */
const P75_COLUMNS = /** @type {const} */ ({ LCP: 'lcp_p75', INP: 'inp_p75', CLS: 'cls_p75' });

/**
 * One arm's counts, from its row (none: nothing counted).
 * @param {LookRow | undefined} row @returns {import('canary-analysis').ArmCounts}
 */
function armCounts(row) {
  /** @type {Record<string, number>} */
  const vitalsP75 = {};
  for (const [name, column] of Object.entries(P75_COLUMNS)) {
    // Typed as a number; null when no page load of the arm reported the vital.
    const p75 = /** @type {number | null | undefined} */ (row?.[column]);
    if (typeof p75 === 'number') vitalsP75[name] = p75;
  }
  return {
    pageLoads: Number(row?.page_loads ?? 0),
    errored: Number(row?.errored ?? 0),
    crashed: Number(row?.crashed ?? 0),
    conversions: Number(row?.conversions ?? 0),
    // What the function's caps dropped: the decision holds on partial counts.
    droppedLoads: Number(row?.dropped_loads ?? 0),
    droppedUpdates: Number(row?.dropped_updates ?? 0),
    // One a day per visitor, whatever it sends: errored and crashed are tested on these.
    visitors: Number(row?.visitors ?? 0),
    erroredVisitors: Number(row?.errored_visitors ?? 0),
    crashedVisitors: Number(row?.crashed_visitors ?? 0),
    vitalsP75,
  };
}

/**
 * A ReadArms (the release package's watcher) over the REST API of the project at `url`.
 * @param {{ url: string, key: string, fetchImpl?: typeof fetch }} backend the key: a secret key or a
 *   legacy service_role JWT; `fetchImpl`: the fetch supabase-js sends with
 * @returns {import('release').ReadArms}
 */
export function telemetryArms({ url, key, fetchImpl = fetch }) {
  // supabase-js answers a request that got no answer with a description of the error; the error
  // itself (with its cause) is kept here, by the request's signal, and thrown as it was.
  /** @type {WeakMap<AbortSignal, unknown>} */
  const unanswered = new WeakMap();
  /** @type {typeof fetch} */
  const sending = (input, init) =>
    fetchImpl(input, init).catch((error) => {
      if (init?.signal) unanswered.set(init.signal, error);
      throw error;
    });
  /** @type {import('@supabase/supabase-js').SupabaseClient<Database> | undefined} */
  let client;
  return async ({ bundle, live, canary, from, to }) => {
    // Made at the first look, where a URL it cannot use fails as a read does.
    client ??= serverClient(url, key, { fetch: sending });
    const { signal } = new AbortController();
    const { data, error, status } = await client
      .rpc('telemetry_canary_look', {
        bundle,
        live_version: live,
        canary_version: canary,
        since: from.toISOString(),
        until: to.toISOString(),
      })
      .abortSignal(signal);
    if (unanswered.has(signal)) throw unanswered.get(signal);
    if (error) throw new Error(`the telemetry of ${url} answered ${status}: ${JSON.stringify(error).slice(0, 200)}`);
    /** @param {CanaryArm} arm */
    const row = (arm) => data?.find((answered) => answered.arm === arm);
    return { live: armCounts(row('live')), canary: armCounts(row('canary')) };
  };
}

/**
 * The telemetry a watch reads: of the project SUPABASE_URL + SUPABASE_SECRET_KEY name, else of the
 * local backend; with the most page loads of one release it counts from one address a minute.
 * @returns {Promise<import('release').CanaryTelemetry>}
 */
export async function canaryTelemetry() {
  const backend = await resolveBackend(process.env, () => import('local-backend'));
  return {
    url: backend.url,
    readArms: telemetryArms({ url: backend.url, key: backend.secretKey }),
    loadsPerAddressPerMinute: BEACON_LIMITS.loadsPerAddressPerReleasePerMinute,
  };
}
