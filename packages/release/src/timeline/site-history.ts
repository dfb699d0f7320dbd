// The site's timeline: every switch of any bundle (release, rollback, start) appends one snapshot of
// the whole composition to <target>/site-history.json, so anyone can tell which releases were live
// together at a given moment, and put the whole site back to it (`npm run rollback -- --to`). It is
// written only under the site's lock: a switch reads it once there, and writes it once, whole. Each
// switch is also a change the command journals after it (the after-switch step).
import { BUNDLES } from '../bundles/site-bundles';
import { liveVersion } from '../layout/release-history';
import type { DeploymentTarget } from '../targets/deployment-target';
import { type SwitchChange, type SwitchKind, switchKind } from './switch-kind';

/** One snapshot of the timeline. */
export interface SiteSnapshot {
  /** 1, 2, … in the order of the switches */
  id: number;
  /** ISO time of the switch */
  at: string;
  /** who switched (user name) */
  by: string;
  /** the one switch that made this composition */
  change: { bundle: string; version: string; previous: string | null; reason: string };
  /** every bundle's live release right after it, by bundle name */
  live: Record<string, string>;
}

/** The timeline of a target: site-history.json. */
export interface SiteHistory {
  snapshots: SiteSnapshot[];
}

/** What a command read of the live site under its bundle's lock, and when. */
interface KnownSite {
  versions: Record<string, string>;
  readAt: string;
}

/** The key of the timeline in a target. */
export const SITE_HISTORY = 'site-history.json';

/** The timeline of `target` (empty before its first switch). */
export async function readSiteHistory(target: DeploymentTarget): Promise<SiteHistory> {
  const text = await target.readText(SITE_HISTORY);
  return text === null ? { snapshots: [] } : (JSON.parse(text) as SiteHistory);
}

/** Every bundle's live release now, by name (those with none left out). */
export async function liveComposition(target: DeploymentTarget): Promise<Record<string, string>> {
  const live: Record<string, string> = {};
  for (const bundle of Object.values(BUNDLES)) {
    const version = await liveVersion(target, bundle);
    if (version) live[bundle.name] = version;
  }
  return live;
}

/**
 * Runs `fn` holding the site's lock: one switch at a time across all bundles, so each snapshot is
 * the composition its switch made, and no two appends overwrite each other.
 */
export function withSiteLock<T>(target: DeploymentTarget, fn: () => Promise<T>): Promise<T> {
  return target.withLock('site', fn);
}

/**
 * The composition live now, under the site's lock: what the command read under its bundle's lock,
 * with each bundle a switch on the timeline has switched since, as that switch left it (another
 * bundle's command may have switched meanwhile, holding the site's lock as this one does). Without
 * a read of the command: the timeline's last snapshot. Null when neither says (an empty timeline).
 */
export function compositionNow(timeline: SiteHistory, known: KnownSite | null): Record<string, string> | null {
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

/** Adds the composition `live`, made by `change`, to `timeline` (in memory). */
export function addSnapshot(
  timeline: SiteHistory,
  change: SiteSnapshot['change'],
  { by, at, live }: { by: string; at: string; live: Record<string, string> },
): SiteSnapshot {
  const id = (timeline.snapshots.at(-1)?.id ?? 0) + 1;
  const snapshot: SiteSnapshot = { id, at, by, change, live };
  timeline.snapshots.push(snapshot);
  return snapshot;
}

/** Writes the timeline whole. Call inside withSiteLock, where it was read. */
export function writeSiteHistory(target: DeploymentTarget, timeline: SiteHistory): Promise<void> {
  return target.switchEntry(SITE_HISTORY, `${JSON.stringify(timeline, null, 2)}\n`);
}

/** Who made a snapshot, and what of the composition the caller knows already. */
export interface SnapshotOptions {
  by: string;
  at?: string;
  /** the composition to record when the caller knows it (default: compositionNow of the timeline and `known`) */
  live?: Record<string, string>;
  /** the timeline as the caller read it under the lock (default: read here) */
  timeline?: SiteHistory;
  /** the command's read of the live site */
  known?: KnownSite | null;
  /** what a canary's change is (default: the kind its reason names, no share) */
  journal?: { kind: SwitchKind; share: number };
  /** where the command collects what it journals after it */
  changes?: { push(change: SwitchChange): unknown };
}

/**
 * Appends the composition live now, made by `change`, and writes the timeline. Call inside
 * withSiteLock, after the switch.
 */
export async function appendSnapshot(
  target: DeploymentTarget,
  change: SiteSnapshot['change'],
  { by, at = new Date().toISOString(), live, timeline, known = null, journal, changes }: SnapshotOptions,
): Promise<SiteSnapshot> {
  const history = timeline ?? (await readSiteHistory(target));
  const composition = live ?? compositionNow(history, known) ?? (await liveComposition(target));
  const snapshot = addSnapshot(history, change, { by, at, live: composition });
  await writeSiteHistory(target, history);
  changes?.push({
    switched: { at, ...change, kind: journal?.kind ?? switchKind(change.reason), share: journal?.share },
  });
  return snapshot;
}

/** The snapshot `id` names (`12` or `#12`), or a usage message. */
export function snapshotNamed(history: SiteHistory, id: string): SiteSnapshot | string {
  const wanted = Number(String(id).replace(/^#/, ''));
  const found = history.snapshots.find((snapshot) => snapshot.id === wanted);
  if (found) return found;
  const last = history.snapshots.at(-1)?.id;
  return last
    ? `There is no snapshot ${id} in the site's timeline (1 to ${last}; see npm run releases).`
    : 'The site has no timeline yet: nothing has been switched in this target.';
}
