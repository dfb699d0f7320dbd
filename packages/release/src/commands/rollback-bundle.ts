// `npm run rollback -- <bundle>`: the live pointer back to an earlier release, in seconds
// (no build, no browser); still refused when that release no longer fits the live site.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type AfterSwitchTools, changing } from '../after-switch/after-switch';
import type { Bundle } from '../bundles/site-bundles';
import { refuseWhileCanary } from '../canary/canary-current';
import type { BuildManifest } from '../compatibility/build-manifest';
import { verifyComposition } from '../compatibility/verify-composition';
import { RefusedError, UsageError } from '../errors';
import { hasRelease, readHistory, releaseDir } from '../layout/release-history';
import { readLiveSite, withSwitch } from '../live/live-site';
import { liveNeighbours } from '../live/neighbours';
import { shellReleaseContract } from '../live/release-builds';
import { SWITCH_REASON } from '../state/live-history';
import { rollbackTarget } from '../state/rollback-target';
import { switchLive } from '../switching/switch-live';
import type { DeploymentTarget } from '../targets/deployment-target';

/**
 * Switches `bundle` back to `to`, or by default to the release live before the live one
 * (state/rollback-target.ts); with `force`, even when the checks object. Returns both versions.
 */
export async function rollbackBundle({
  bundle,
  target,
  to,
  force = false,
  log = console.log,
  journal,
  render,
}: AfterSwitchTools & {
  bundle: Bundle;
  target: DeploymentTarget;
  to?: string;
  force?: boolean;
  log?: (line: string) => void;
}): Promise<{ version: string; previous: string }> {
  // After the switch and outside the lock, as for a release: the switch never waits for the rendering.
  const after = { journal, render, log: (line: string) => log(`prerender: ${line}`) };
  return changing(after, (changes) =>
    target.withLock(bundle.name, async () => {
      // What is live, read once under the lock: the checks, the switch and the first screens after it.
      const site = await readLiveSite(target);
      await refuseWhileCanary(target, bundle, `Rollback of ${bundle.name}`, {
        site,
        changes,
      });
      const history = await readHistory(target, bundle);
      const live = site.versions[bundle.name];
      if (!live) throw new UsageError(`${bundle.name} has no live release in ${target.label}.`);
      const version = rollbackTarget({ bundle: bundle.name, history, live, to });
      if (!(await hasRelease(target, bundle, version))) {
        throw new UsageError(`${bundle.name} has no release ${version} (see npm run releases -- ${bundle.name}).`);
      }
      const dir = await releaseDir(target, bundle, version);
      if (!force) {
        const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as BuildManifest;
        const contract = bundle.kind === 'shell' ? await shellReleaseContract(target, version, dir) : site.contract;
        const label = `${bundle.name} release ${version}`;
        const neighbours = liveNeighbours(site, bundle);
        const problems = verifyComposition({ bundle, manifest, label, contract, neighbours });
        if (problems.length) {
          throw new RefusedError(
            `Rollback of ${bundle.name} to ${version} refused (add --force to switch anyway):`,
            problems,
          );
        }
      }
      const reason = to ? SWITCH_REASON.named : SWITCH_REASON.rollback;
      const snapshot = await switchLive(target, bundle, version, reason, { from: live, dir, site, history, changes });
      return {
        result: { version, previous: live },
        liveSite: await withSwitch(target, site, bundle, version, { dir, moment: snapshot }),
      };
    }),
  );
}
