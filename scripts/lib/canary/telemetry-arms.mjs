// What the watcher reads of visitors' telemetry: one arm of a canary (a release of a bundle, live
// or canary) over a time window, from the project's telemetry_release_health and
// telemetry_release_visitors (supabase/migrations), with a server key or a staff member's rights.
// Both arms of one look share one read of the window.
import { keyHeaders } from '../backend-key-headers.mjs';

/** The Web Vitals whose p75 the watcher reports (all page loads, mobile and desktop together). */
const VITALS = ['LCP', 'INP', 'CLS'];

/**
 * @typedef {{ bundle: string, version: string, arm: string, page_loads: number, errored: number,
 *   crashed: number, conversions: number, vitals: Record<string, { all?: { p75: number | null, n: number } }>,
 *   dropped_loads?: number, dropped_updates?: number }} HealthRow
 * @typedef {{ bundle: string, version: string, arm: string, visitors: number, errored_visitors: number,
 *   crashed_visitors: number }} VisitorRow
 */

/**
 * A ReadArm (watch-canary.mjs) over the REST API of the project at `url`.
 * @param {{ url: string, key: string, fetchImpl?: typeof fetch }} backend the key: a secret key, a
 *   legacy service_role JWT, or a staff member's session with a publishable key (`authorization`)
 * @returns {import('./watch-canary.mjs').ReadArm}
 */
export function telemetryArms({ url, key, fetchImpl = fetch }) {
  const headers = { ...keyHeaders(key), 'Content-Type': 'application/json' };
  /** @param {string} name @param {Date} from @param {Date} to @returns {Promise<unknown>} */
  const call = async (name, from, to) => {
    const answer = await fetchImpl(`${url.replace(/\/+$/, '')}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ since: from.toISOString(), until: to.toISOString() }),
    });
    if (!answer.ok) {
      const text = await answer.text().catch(() => '');
      throw new Error(`the telemetry of ${url} answered ${answer.status}: ${text.slice(0, 200)}`);
    }
    return answer.json();
  };
  /** @param {Date} from @param {Date} to */
  const readWindow = async (from, to) => {
    const [health, visitors] = await Promise.all([
      call('telemetry_release_health', from, to),
      call('telemetry_release_visitors', from, to),
    ]);
    return { health: /** @type {HealthRow[]} */ (health), visitors: /** @type {VisitorRow[]} */ (visitors) };
  };
  /** The last window read, with its rows: the other arm of the same look asks for the same window. */
  let last = { window: '', rows: /** @type {ReturnType<typeof readWindow> | null} */ (null) };
  return async ({ bundle, version, arm, from, to }) => {
    const window = `${from.toISOString()} ${to.toISOString()}`;
    let reading = last.window === window ? last.rows : null;
    if (!reading) {
      const read = readWindow(from, to);
      reading = read;
      last = { window, rows: read };
      // A failed read is not kept: the next look asks again.
      read.catch(() => {
        if (last.rows === read) last = { window: '', rows: null };
      });
    }
    const rows = await reading;
    /** @param {{ bundle: string, version: string, arm: string }} r */
    const ours = (r) => r.bundle === bundle && r.version === version && r.arm === arm;
    const row = rows.health.find(ours);
    const seen = rows.visitors.find(ours);
    /** @type {Record<string, number>} */
    const vitalsP75 = {};
    for (const name of VITALS) {
      const p75 = row?.vitals?.[name]?.all?.p75;
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
      visitors: Number(seen?.visitors ?? 0),
      erroredVisitors: Number(seen?.errored_visitors ?? 0),
      crashedVisitors: Number(seen?.crashed_visitors ?? 0),
      vitalsP75,
    };
  };
}
