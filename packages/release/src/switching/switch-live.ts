// The switch of a bundle to a release: its entry file first (what visitors see, one object replaced
// whole), then live.json, the bundle's history and a snapshot of the whole site on its timeline.
// Every switch takes the site's lock and reads and writes the timeline once under it: one switch
// (switchLive), or all the switches of a site rollback (switchesInTimeline).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Bundle } from '../bundles/site-bundles';
import { recordSwitch } from './switches-made';
import { RefusedError } from '../errors';
import {
  type History,
  hasRelease,
  liveVersion,
  releaseDir,
  updateHistory,
  writeHistory,
} from '../layout/release-history';
import { bundleKeys } from '../layout/target-layout';
import type { LiveSite } from '../live/live-site';
import { publisher } from '../publish/source-info';
import type { DeploymentTarget } from '../targets/deployment-target';
import {
  type SiteHistory,
  type SiteSnapshot,
  addSnapshot,
  compositionNow,
  liveComposition,
  readSiteHistory,
  withSiteLock,
  writeSiteHistory,
} from '../timeline/site-history';
import { type SwitchChange, switchKind } from '../timeline/switch-kind';
import { liveEntryText, topLevelFiles } from './pointer';

/** What the command read already, and where it collects its changes. */
export interface SwitchKnown {
  /** the live release its checks saw (null: none; when the live release is another by the time of the switch, nothing switches) */
  from?: string | null;
  /** the release's local folder */
  dir?: string;
  /** the live site it read under the bundle's lock (default: the bundle's live release is read here, the others taken from the timeline) */
  site?: LiveSite;
  /** the bundle's history as it read it under the lock, with what it changed (written here once, with the switch) */
  history?: History;
  /** where the command collects what it journals after it (the after-switch step) */
  changes?: { push(change: SwitchChange): unknown };
}

/**
 * Makes `version` the live release of `bundle`. Call inside the bundle's lock; the site's lock is
 * taken here, so switches of different bundles follow each other.
 * @param reason why it switches (release, rollback), kept in the histories
 * @returns the site as this switch left it
 */
export function switchLive(
  target: DeploymentTarget,
  bundle: Bundle,
  version: string,
  reason: string,
  known: SwitchKnown = {},
): Promise<SiteSnapshot> {
  return switchesInTimeline(target, (timeline) => switchInTimeline(target, timeline, bundle, version, reason, known));
}

/**
 * Runs `switches` holding the site's lock, on the timeline read once there (or `read`, the timeline
 * a caller holding every bundle's lock read: no other command appends to it then), and writes it
 * once after them: after the switches made when one fails too (their entries are live).
 */
export async function switchesInTimeline<T>(
  target: DeploymentTarget,
  switches: (timeline: SiteHistory) => Promise<T>,
  read?: SiteHistory,
): Promise<T> {
  return withSiteLock(target, async () => {
    const timeline = read ?? (await readSiteHistory(target));
    const before = timeline.snapshots.length;
    try {
      return await switches(timeline);
    } finally {
      if (timeline.snapshots.length !== before) await writeSiteHistory(target, timeline);
    }
  });
}

/**
 * One switch on `timeline` (read under the site's lock, switchesInTimeline): the entry, live.json
 * and the bundle's history are written, the snapshot is added to `timeline` only.
 */
export async function switchInTimeline(
  target: DeploymentTarget,
  timeline: SiteHistory,
  bundle: Bundle,
  version: string,
  reason: string,
  { from, dir, site, history, changes }: SwitchKnown,
): Promise<SiteSnapshot> {
  const keys = bundleKeys(bundle);
  if (!dir && !(await hasRelease(target, bundle, version))) {
    throw new Error(`${bundle.name} has no complete release ${version} in ${target.label}.`);
  }
  const local = dir ?? (await releaseDir(target, bundle, version));
  if (!existsSync(path.join(local, bundle.entry))) {
    throw new Error(`Release ${version} of ${bundle.name} has no ${bundle.entry}.`);
  }
  const entryText = liveEntryText(bundle, local, version);
  // The bundle's live release: the command's read, made under the bundle's lock, holds.
  const previous = site ? (site.versions[bundle.name] ?? null) : await liveVersion(target, bundle);
  if (from !== undefined && previous !== from) {
    throw new RefusedError(`${bundle.name} was not switched to ${version}:`, [
      `its live release changed while the command ran (checked against ${from ?? 'none'}, now ${previous ?? 'none'}); run it again`,
    ]);
  }
  // The snapshots before and after come from the timeline and the command's own read (no other
  // switch can write it meanwhile).
  const known = compositionNow(timeline, site ?? null) ?? (await liveComposition(target));
  const before = { ...known };
  if (previous) before[bundle.name] = previous;
  else delete before[bundle.name];
  // A target whose bundles were live before it kept a timeline: that moment comes first.
  if (!timeline.snapshots.length && Object.keys(before).length) {
    addSnapshot(
      timeline,
      { bundle: bundle.name, version: previous ?? '', previous, reason: 'timeline started' },
      { by: publisher(), at: new Date().toISOString(), live: before },
    );
  }
  if (target.kind !== 'folder' && bundle.kind === 'shell') {
    for (const file of topLevelFiles(local)) {
      await target.switchEntry(`${keys.dir}/${file}`, readFileSync(path.join(local, file)));
    }
  }
  await target.switchEntry(keys.entry, entryText);
  recordSwitch(bundle.name, version);
  const at = new Date().toISOString();
  await target.switchEntry(keys.live, `${JSON.stringify({ version, since: at }, null, 2)}\n`);
  const addSwitch = (changed: History): void => {
    changed.live = version;
    changed.switches.push({ version, at, reason });
  };
  if (history) {
    addSwitch(history);
    await writeHistory(target, bundle, history);
  } else await updateHistory(target, bundle, addSwitch);
  const change = { bundle: bundle.name, version, previous, reason };
  const snapshot = addSnapshot(timeline, change, { by: publisher(), at, live: { ...before, [bundle.name]: version } });
  changes?.push({ switched: { at, ...change, kind: switchKind(reason) } });
  return snapshot;
}
