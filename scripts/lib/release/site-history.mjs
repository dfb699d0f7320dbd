// The site's timeline: every switch of any bundle (release, rollback, start) appends one snapshot of
// the whole composition to <target>/site-history.json, so anyone can tell which releases were live
// together at a given moment, and put the whole site back to it (site-rollback.mjs). It is written
// only under the site's lock: a switch reads it once there, and writes it once, whole. Each switch
// is also a change the command journals after it (after-switch.mjs).
import { BUNDLES, liveVersion } from 'release';
import { switchKind } from './health-journal.mjs';

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
 * @typedef {import('release').DeploymentTarget} DeploymentTarget
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
 * The composition live now, under the site's lock: what the command read under its bundle's lock,
 * with each bundle a switch on the timeline has switched since, as that switch left it (another
 * bundle's command may have switched meanwhile, holding the site's lock as this one does). Without
 * a read of the command: the timeline's last snapshot. Null when neither says (an empty timeline).
 * @param {SiteHistory} timeline
 * @param {{ versions: Record<string, string>, readAt: string } | null} known
 * @returns {Record<string, string> | null}
 */
export function compositionNow(timeline, known) {
  if (!known) return timeline.snapshots.at(-1)?.live ?? null;
  const composition = { ...known.versions };
  for (const { at, change, live } of timeline.snapshots) {
    if (at < known.readAt) continue;
    const version = live[change.bundle];
    if (version) composition[change.bundle] = version;
    else delete composition[change.bundle];
  }
  return composition;
}

/**
 * Adds the composition `live`, made by `change`, to `timeline` (in memory).
 * @param {SiteHistory} timeline @param {SiteSnapshot['change']} change
 * @param {{ by: string, at: string, live: Record<string, string> }} snapshot
 * @returns {SiteSnapshot}
 */
export function addSnapshot(timeline, change, { by, at, live }) {
  const id = (timeline.snapshots.at(-1)?.id ?? 0) + 1;
  /** @type {SiteSnapshot} */
  const snapshot = { id, at, by, change, live };
  timeline.snapshots.push(snapshot);
  return snapshot;
}

/**
 * Writes the timeline whole. Call inside withSiteLock, where it was read.
 * @param {DeploymentTarget} target @param {SiteHistory} timeline
 */
export function writeSiteHistory(target, timeline) {
  return target.switchEntry(SITE_HISTORY, `${JSON.stringify(timeline, null, 2)}\n`);
}

/**
 * Appends the composition live now, made by `change`, and writes the timeline. Call inside
 * withSiteLock, after the switch.
 * @param {DeploymentTarget} target
 * @param {SiteSnapshot['change']} change
 * @param {{ by: string, at?: string, live?: Record<string, string>, timeline?: SiteHistory,
 *   known?: { versions: Record<string, string>, readAt: string } | null,
 *   journal?: { kind: import('./health-journal.mjs').SwitchKind, share: number },
 *   changes?: import('./after-switch.mjs').Change[] }} options who, and the composition to record
 *   when the caller knows it (default: compositionNow of the timeline and `known`, the command's
 *   read); `timeline`, as the caller read it under the lock (default: read here); `journal`, what a
 *   canary's change is (default: the kind its reason names, no share); `changes`, where the
 *   command collects what it journals after it
 * @returns {Promise<SiteSnapshot>}
 */
export async function appendSnapshot(
  target,
  change,
  { by, at = new Date().toISOString(), live, timeline, known = null, journal, changes },
) {
  const history = timeline ?? (await readSiteHistory(target));
  const composition = live ?? compositionNow(history, known) ?? (await liveComposition(target));
  const snapshot = addSnapshot(history, change, { by, at, live: composition });
  await writeSiteHistory(target, history);
  changes?.push({
    switched: { at, ...change, kind: journal?.kind ?? switchKind(change.reason), share: journal?.share },
  });
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
