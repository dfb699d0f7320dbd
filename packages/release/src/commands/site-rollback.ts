// `npm run rollback -- --to <snapshot>`: every bundle back to the release it had at a moment of the
// site's timeline (timeline/site-history.ts), each switch checked as a release is, first screens
// included. The timeline is read once and written once, with a snapshot per switch.
import { type AfterSwitchTools, changing } from '../after-switch/after-switch';
import { BUNDLES, type Bundle } from '../bundles/site-bundles';
import { refuseWhileCanary } from '../canary/canary-current';
import { RefusedError, UsageError } from '../errors';
import { hasRelease, releaseDir } from '../layout/release-history';
import { readLiveSite, withSwitch } from '../live/live-site';
import { siteRollbackReason } from '../state/live-history';
import { switchInTimeline, switchesInTimeline } from '../switching/switch-live';
import type { DeploymentTarget } from '../targets/deployment-target';
import { readSiteHistory, snapshotNamed } from '../timeline/site-history';
import { type Step, switchOrder, switchProblems } from './switch-order';

/** Runs `fn` holding every bundle's lock, taken in one fixed order, so no release switches meanwhile. */
function withBundleLocks<T>(target: DeploymentTarget, bundles: Bundle[], fn: () => Promise<T>): Promise<T> {
  const [first, ...rest] = bundles;
  if (!first) return fn();
  return target.withLock(first.name, () => withBundleLocks(target, rest, fn));
}

/**
 * Puts every bundle back to snapshot `to` (`12` or `#12`); with `force`, even when a step's
 * checks object. Returns the snapshot's id and the switches made, in their order.
 */
export async function rollbackSite({
  target,
  to,
  force = false,
  log = console.log,
  journal,
  render,
}: AfterSwitchTools & {
  target: DeploymentTarget;
  to: string;
  force?: boolean;
  log?: (line: string) => void;
}): Promise<{ snapshot: number; switched: Step[] }> {
  const bundles = Object.values(BUNDLES);
  // After the switches and outside the locks, as for a release.
  const after = { journal, render, log: (line: string) => log(`prerender: ${line}`) };
  return changing(after, (changes) =>
    withBundleLocks(target, bundles, async () => {
      // Every command that appends to the timeline holds its bundle's lock: holding them all, this
      // read of it is the one the switches add to. What is live, read once too: the plan, the
      // switches and the first screens.
      let timeline = await readSiteHistory(target);
      const snapshot = snapshotNamed(timeline, to);
      if (typeof snapshot === 'string') throw new UsageError(snapshot);
      let site = await readLiveSite(target);
      const current = site.versions;
      const steps: Step[] = bundles.flatMap((bundle) => {
        const version = snapshot.live[bundle.name];
        return version && version !== current[bundle.name] ? [{ bundle, version }] : [];
      });
      if (!steps.length) {
        throw new UsageError(
          `Nothing to switch: every bundle snapshot #${snapshot.id} names is at that release already (a bundle it does not name stays as it is).`,
        );
      }
      const changed = changes.length;
      for (const { bundle, version } of steps) {
        await refuseWhileCanary(target, bundle, `Rollback of the site to snapshot #${snapshot.id}`, {
          site,
          changes,
        });
        if (!(await hasRelease(target, bundle, version))) {
          throw new UsageError(`${bundle.name} has no release ${version} in ${target.label} any more.`);
        }
      }
      // A canary that had lapsed was written as stopped, on the timeline too: take it from there.
      if (changes.length !== changed) timeline = await readSiteHistory(target);
      const planned = await switchOrder(steps, current, async ({ bundle, version }, composition) =>
        force ? [] : switchProblems(target, bundle, version, composition),
      );
      if ('problems' in planned) {
        throw new RefusedError(
          `Rollback of the site to snapshot #${snapshot.id} refused (add --force to switch anyway):`,
          planned.problems,
        );
      }
      const reason = siteRollbackReason(snapshot.id);
      await switchesInTimeline(
        target,
        async (read) => {
          for (const { bundle, version } of planned.order) {
            const previous = site.versions[bundle.name] ?? null;
            const dir = await releaseDir(target, bundle, version);
            const known = { from: previous, dir, site, changes };
            const made = await switchInTimeline(target, read, bundle, version, reason, known);
            site = await withSwitch(target, site, bundle, version, { dir, moment: made });
            log(`✔ ${bundle.name} ${version} is live again (was ${previous ?? 'nothing'})`);
          }
        },
        timeline,
      );
      return { result: { snapshot: snapshot.id, switched: planned.order }, liveSite: site };
    }),
  );
}
