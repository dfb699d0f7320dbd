// What `npm start`, `npm run publish` and the end-to-end suite publish: the builds in each package's
// dist/ become releases of the deployment target, unless that exact build is already live.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Change } from '../after-switch/after-switch';
import { UsageError } from '../errors';
import { readHistory, releaseDir } from '../layout/release-history';
import { ROOT } from '../layout/target-layout';
import { type LiveSite, readLiveSite, withSwitch } from '../live/live-site';
import { publishBuild } from '../publish/publish-build';
import { displayPath, fingerprint, sourceCommit } from '../publish/source-info';
import { SWITCH_REASON } from '../state/live-history';
import { switchLive } from '../switching/switch-live';
import type { DeploymentTarget } from '../targets/deployment-target';
import { refuseMisfit, refuseNotFitting } from './build-fit';
import { PUBLISH_ORDER } from './publish-order';

/** What publishInitialReleases is given. */
export interface InitialReleasesOptions {
  target: DeploymentTarget;
  /** build folder by bundle name (default: `<package>/dist`) */
  dist?: Record<string, string> | undefined;
  /**
   * keep a live release even when dist/ holds another build (SKIP_BUILD=1: the dist folders may be
   * older than what was released since)
   */
  preferLive?: boolean | undefined;
  /**
   * check every build against what is live before its switch, as a release does (npm run publish);
   * with preferLive, the builds it publishes are checked anyway
   */
  checked?: boolean | undefined;
  log?: (line: string) => void;
}

/**
 * Publishes every bundle's build that is not live yet, in PUBLISH_ORDER, each under its lock. What
 * is live is read once, under the first bundle's lock; each switch then updates it.
 * @returns the switches it made, for the after-switch step (after-switch/after-switch.ts), and the
 *   live site they left
 */
export async function publishInitialReleases({
  target,
  dist = {},
  preferLive = false,
  checked = false,
  log = console.log,
}: InitialReleasesOptions): Promise<{ changes: Change[]; live: LiveSite }> {
  const changes: Change[] = [];
  let site: LiveSite | null = null;
  for (const bundle of PUBLISH_ORDER) {
    const buildDir = dist[bundle.name] ?? path.join(ROOT, bundle.packageDir, 'dist');
    await target.withLock(bundle.name, async () => {
      // Read once, under the first bundle's lock; the switches since are this run's own.
      const read: LiveSite = (site ??= await readLiveSite(target));
      const live = read.versions[bundle.name] ?? null;
      const hasBuild = existsSync(path.join(buildDir, bundle.entry));
      if (!hasBuild || (live && preferLive)) {
        if (live) return log(`${bundle.name}: live release ${live}`);
        throw new UsageError(
          `${bundle.name} has no release in ${target.label} and ${buildDir} holds no build: run npm run build.`,
        );
      }
      const print = fingerprint(buildDir);
      const history = await readHistory(target, bundle);
      if (live && history.releases.find((r) => r.version === live)?.fingerprint === print) {
        return log(`${bundle.name}: live release ${live} (the build in ${displayPath(buildDir)})`);
      }
      if (preferLive) refuseMisfit({ site: read, bundle, buildDir });
      else if (checked) refuseNotFitting({ site: read, bundle, buildDir });
      const record = await publishBuild(
        target,
        bundle,
        buildDir,
        { commit: sourceCommit(path.join(ROOT, bundle.packageDir)), source: displayPath(buildDir) },
        history,
      );
      const dir = await releaseDir(target, bundle, record.version);
      const snapshot = await switchLive(target, bundle, record.version, SWITCH_REASON.start, {
        from: live,
        dir,
        site: read,
        history,
        changes,
      });
      site = await withSwitch(target, read, bundle, record.version, { dir, moment: snapshot });
      log(`${bundle.name}: published ${displayPath(buildDir)} as release ${record.version} (live)`);
    });
  }
  return { changes, live: site ?? (await readLiveSite(target)) };
}
