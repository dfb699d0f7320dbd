// The site's timeline: every switch of any bundle (release, rollback, start) appends one snapshot of
// the whole composition to <target>/site-history.json, so anyone can tell which releases were live
// together at a given moment, and put the whole site back to it (site-rollback.mjs).
import path from 'node:path';
import { readJson, withLock, writeFileAtomic } from './atomic.mjs';
import { BUNDLES } from './bundles.mjs';
import { bundlePaths, liveVersion } from './target.mjs';

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
 */

/** @param {string} target */
export const siteHistoryFile = (target) => path.join(target, 'site-history.json');
/** @param {string} target */
const siteLockFile = (target) => path.join(target, '.site.lock');

/** The timeline of `target` (empty before its first switch). @param {string} target @returns {SiteHistory} */
export function readSiteHistory(target) {
  return /** @type {SiteHistory | null} */ (readJson(siteHistoryFile(target), null)) ?? { snapshots: [] };
}

/** Every bundle's live release now, by name (those with none left out). @param {string} target */
export function liveComposition(target) {
  /** @type {Record<string, string>} */
  const live = {};
  for (const bundle of Object.values(BUNDLES)) {
    const version = liveVersion(bundlePaths(target, bundle));
    if (version) live[bundle.name] = version;
  }
  return live;
}

/**
 * Runs `fn` holding the site's lock: one switch at a time across all bundles, so each snapshot is
 * the composition its switch made, and no two appends overwrite each other.
 * @template T @param {string} target @param {() => Promise<T>} fn @returns {Promise<T>}
 */
export function withSiteLock(target, fn) {
  return withLock(siteLockFile(target), fn);
}

/**
 * Appends the composition live now, made by `change`. Call inside withSiteLock, after the switch.
 * @param {string} target
 * @param {SiteSnapshot['change']} change
 * @param {{ by: string, at?: string, live?: Record<string, string> }} who and, for the first
 *   snapshot of a target released before it had a timeline, the composition to record instead
 * @returns {SiteSnapshot}
 */
export function appendSnapshot(target, change, { by, at = new Date().toISOString(), live = liveComposition(target) }) {
  const history = readSiteHistory(target);
  const id = (history.snapshots.at(-1)?.id ?? 0) + 1;
  /** @type {SiteSnapshot} */
  const snapshot = { id, at, by, change, live };
  history.snapshots.push(snapshot);
  writeFileAtomic(siteHistoryFile(target), `${JSON.stringify(history, null, 2)}\n`);
  return snapshot;
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
