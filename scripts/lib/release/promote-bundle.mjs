// `npm run promote -- <bundle> <version>`: a release uploaded with --preview becomes live, after the
// same checks a release passes (exposes, shared singletons, the smoke run), then the first screens.
import { checkCandidate } from './candidate-checks.mjs';
import { refuseWhileCanary } from './canary-commands.mjs';
import {
  SWITCH_REASON,
  UsageError,
  changing,
  hasRelease,
  readLiveSite,
  releaseDir,
  switchLive,
  withSwitch,
  withdrawCandidate,
} from 'release';

/**
 * @param {object} options
 * @param {import('release').Bundle} options.bundle
 * @param {import('release').DeploymentTarget} options.target
 * @param {string} options.version
 * @param {(line: string) => void} [options.log]
 * @param {import('release').Journal | null} [options.journal] where the switch is journaled (cli.mjs)
 * @param {import('release').Renderer | null} [options.render] renders the first screens after it (cli.mjs)
 * @returns {Promise<{ version: string, previous: string | null }>}
 */
export async function promoteBundle({ bundle, target, version, log = console.log, journal, render }) {
  const tools = { journal, render, log: (/** @type {string} */ line) => log(`  prerender: ${line}`) };
  return changing(tools, (changes) =>
    target.withLock(bundle.name, async () => {
      if (!(await hasRelease(target, bundle, version))) {
        throw new UsageError(
          `${bundle.name} has no release ${version} in ${target.label} (see npm run releases -- ${bundle.name}).`,
        );
      }
      // What is live, read once under the lock: the checks, the switch and the first screens after it.
      const live = await readLiveSite(target);
      await refuseWhileCanary(target, bundle, `Promotion of ${bundle.name} ${version}`, {
        state: live.canaries[bundle.name],
        site: live,
        changes,
      });
      const previous = live.versions[bundle.name] ?? null;
      if (previous === version) throw new UsageError(`${bundle.name} ${version} is live already.`);
      const dir = await releaseDir(target, bundle, version);
      await checkCandidate({
        live,
        bundle,
        dir,
        label: `${bundle.name} release ${version}`,
        action: `Promotion of ${bundle.name} ${version}`,
        log,
      });
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
