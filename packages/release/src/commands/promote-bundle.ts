// `npm run promote -- <bundle> <version>`: a release uploaded with --preview becomes live, after the
// same checks a release passes (exposes, shared singletons, the smoke run), then the first screens.
import { type AfterSwitchTools, changing } from '../after-switch/after-switch';
import type { Bundle } from '../bundles/site-bundles';
import { refuseWhileCanary } from '../canary/canary-current';
import { withdrawCandidate } from '../candidates/candidates';
import { checkCandidate } from '../checks/candidate-checks';
import { UsageError } from '../errors';
import { hasRelease, releaseDir } from '../layout/release-history';
import { readLiveSite, withSwitch } from '../live/live-site';
import { SWITCH_REASON } from '../state/live-history';
import { switchLive } from '../switching/switch-live';
import type { DeploymentTarget } from '../targets/deployment-target';
import type { CommandTools } from './command-tools';

/** Makes the uploaded release `version` of `bundle` live; returns the one live before. */
export async function promoteBundle({
  bundle,
  target,
  version,
  tools,
  log = console.log,
  journal,
  render,
}: AfterSwitchTools & {
  bundle: Bundle;
  target: DeploymentTarget;
  version: string;
  /** the smoke run (the entry's; a test's stand-in) */
  tools: Pick<CommandTools, 'check'>;
  log?: (line: string) => void;
}): Promise<{ version: string; previous: string | null }> {
  const after = { journal, render, log: (line: string) => log(`  prerender: ${line}`) };
  return changing(after, (changes) =>
    target.withLock(bundle.name, async () => {
      if (!(await hasRelease(target, bundle, version))) {
        throw new UsageError(
          `${bundle.name} has no release ${version} in ${target.label} (see npm run releases -- ${bundle.name}).`,
        );
      }
      // What is live, read once under the lock: the checks, the switch and the first screens after it.
      const live = await readLiveSite(target);
      await refuseWhileCanary(target, bundle, `Promotion of ${bundle.name} ${version}`, {
        site: live,
        changes,
      });
      const previous = live.versions[bundle.name] ?? null;
      if (previous === version) throw new UsageError(`${bundle.name} ${version} is live already.`);
      const dir = await releaseDir(target, bundle, version);
      const label = `${bundle.name} release ${version}`;
      const action = `Promotion of ${bundle.name} ${version}`;
      await checkCandidate({ live, bundle, dir, label, action, log }, tools.check);
      const snapshot = await switchLive(target, bundle, version, SWITCH_REASON.promote, {
        from: previous,
        dir,
        site: live,
        changes,
      });
      // Live now: no longer a candidate.
      await withdrawCandidate(target, bundle, version);
      return {
        result: { version, previous },
        liveSite: await withSwitch(target, live, bundle, version, { dir, moment: snapshot }),
      };
    }),
  );
}
