// The site's timeline: every switch of any bundle (release, rollback, start) appends one snapshot of
// the whole composition to <target>/site-history.json, so anyone can tell which releases were live
// together at a given moment, and put the whole site back to it (site-rollback.mjs). Each switch
// also goes to the release journal the release health page reads (health-journal.mjs).
import { BUNDLES } from './bundles.mjs';
import { journalSwitch, switchKind } from './health-journal.mjs';
import { liveVersion } from './target.mjs';

/**
 * @typedef {object} SiteSnapshot
 * @property {number} id 1, 2, … in the order of the switches
 * @property {string} at ISO time of the switch
 * @property {string} by who switched (user name)
 * @property {{ bundle: string, version: string, previous: string | null, reason: string }} change
 *   the one switch that made this composition
 * @property {Record<string, string>} live every bundle's live release right after it, by bundle name
 *
 * @typedef {{ snapshots: SiteSnapshot[] }} SiteHistory
 * @typedef {import('./target.mjs').DeploymentTarget} DeploymentTarget
 */

/** The key of the timeline in a target. */
export const SITE_HISTORY = 'site-history.json';

/** The timeline of `target` (empty before its first switch). @param {DeploymentTarget} target @returns {Promise<SiteHistory>} */
export async function readSiteHistory(target) {
  const text = await target.readText(SITE_HISTORY);
  return text === null ? { snapshots: [] } : JSON.parse(text);
}

/** Every bundle's live release now, by name (those with none left out). @param {DeploymentTarget} target */
export async function liveComposition(target) {
  /** @type {Record<string, string>} */
  const live = {};
  for (const bundle of Object.values(BUNDLES)) {
    const version = await liveVersion(target, bundle);
    if (version) live[bundle.name] = version;
  }
  return live;
}

/**
 * Runs `fn` holding the site's lock: one switch at a time across all bundles, so each snapshot is
 * the composition its switch made, and no two appends overwrite each other.
 * @template T @param {DeploymentTarget} target @param {() => Promise<T>} fn @returns {Promise<T>}
 */
export function withSiteLock(target, fn) {
  return target.withLock('site', fn);
}

/**
 * Appends the composition live now, made by `change`. Call inside withSiteLock, after the switch.
 * @param {DeploymentTarget} target
 * @param {SiteSnapshot['change']} change
 * @param {{ by: string, at?: string, live?: Record<string, string>,
 *   journal?: { kind: import('./health-journal.mjs').SwitchKind, share: number } }} who and the
 *   composition to record, when the caller knows it (default: read from the target); `journal`, what
 *   a canary's change is (default: the kind its reason names, no share)
 * @returns {Promise<SiteSnapshot>}
 */
export async function appendSnapshot(target, change, { by, at = new Date().toISOString(), live, journal }) {
  const composition = live ?? (await liveComposition(target));
  /** @type {SiteSnapshot | undefined} */
  let snapshot;
  await target.updateJson(SITE_HISTORY, (/** @type {SiteHistory | null} */ current) => {
    const history = current ?? { snapshots: [] };
    const id = (history.snapshots.at(-1)?.id ?? 0) + 1;
    snapshot = { id, at, by, change, live: composition };
    return { snapshots: [...history.snapshots, snapshot] };
  });
  await journalSwitch({ at, ...change, kind: journal?.kind ?? switchKind(change.reason), share: journal?.share });
  return /** @type {SiteSnapshot} */ (snapshot);
}

/**
 * The snapshot `id` names (`12` or `#12`), or a usage message.
 * @param {SiteHistory} history @param {string} id
 * @returns {SiteSnapshot | string}
 */
export function snapshotNamed(history, id) {
  const wanted = Number(String(id).replace(/^#/, ''));
  const found = history.snapshots.find((snapshot) => snapshot.id === wanted);
  if (found) return found;
  const last = history.snapshots.at(-1)?.id;
  return last
    ? `There is no snapshot ${id} in the site's timeline (1 to ${last}; see npm run releases).`
    : 'The site has no timeline yet: nothing has been switched in this target.';
}
