// What the watcher reads of visitors' telemetry: one arm of a canary (a release of a bundle, live
// or canary) over a time window, from the project's telemetry_release_health (supabase/migrations,
// release telemetry), with a server key or a staff member's rights.
import { serverKeyHeaders } from '../server-key.mjs';

/** The Web Vitals whose p75 the watcher reports (all page loads, mobile and desktop together). */
const VITALS = ['LCP', 'INP', 'CLS'];

/**
 * @typedef {{ bundle: string, version: string, arm: string, page_loads: number, errored: number,
 *   crashed: number, conversions: number, vitals: Record<string, { all?: { p75: number | null, n: number } }> }} HealthRow
 */

/**
 * A ReadArm (watch-canary.mjs) over the REST API of the project at `url`.
 * @param {{ url: string, key: string, fetchImpl?: typeof fetch }} backend the key: a secret key, a
 *   legacy service_role JWT, or a staff member's session with a publishable key (`authorization`)
 * @returns {import('./watch-canary.mjs').ReadArm}
 */
export function telemetryArms({ url, key, fetchImpl = fetch }) {
  const headers = serverKeyHeaders(key);
  return async ({ bundle, version, arm, from, to }) => {
    const answer = await fetchImpl(`${url.replace(/\/+$/, '')}/rest/v1/rpc/telemetry_release_health`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ since: from.toISOString(), until: to.toISOString() }),
    });
    if (!answer.ok) {
      const text = await answer.text().catch(() => '');
      throw new Error(`the telemetry of ${url} answered ${answer.status}: ${text.slice(0, 200)}`);
    }
    const rows = /** @type {HealthRow[]} */ (await answer.json());
    const row = rows.find((r) => r.bundle === bundle && r.version === version && r.arm === arm);
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
      vitalsP75,
    };
  };
}
