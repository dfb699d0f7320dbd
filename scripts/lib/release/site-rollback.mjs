// `npm run rollback -- --to <snapshot>`: every bundle back to the release it had at a moment of the
// site's timeline (site-history.ts), each switch checked as a release is, first screens included.
import {
  BUNDLES,
  RefusedError,
  SHELL_BUNDLE,
  UsageError,
  changing,
  hasRelease,
  neighboursAt,
  readLiveSite,
  readSiteHistory,
  releaseBuild,
  releaseDir,
  shellReleaseContract,
  siteRollbackReason,
  snapshotNamed,
  switchLive,
  verifyComposition,
  withSwitch,
} from 'release';
import { refuseWhileCanary } from './canary-commands.mjs';

/**
 * @typedef {import('release').Bundle} Bundle
 * @typedef {{ bundle: Bundle, version: string }} Step
 * @typedef {import('release').DeploymentTarget} DeploymentTarget
 */

/**
 * What is wrong with switching `bundle` to `version` when the others are as `composition` says.
 * @param {DeploymentTarget} target @param {Bundle} bundle @param {string} version @param {Record<string, string>} composition
 * @returns {Promise<string[]>}
 */
export async function switchProblems(target, bundle, version, composition) {
  const build = await releaseBuild(target, bundle, version, `${bundle.name} release ${version}`);
  if (!build.manifest) return [`${bundle.name} release ${version} has no mf-manifest.json in ${target.label}.`];
  const shellVersion = bundle === SHELL_BUNDLE ? version : composition[SHELL_BUNDLE.name];
  const contract = await shellReleaseContract(target, shellVersion ?? null);
  return verifyComposition({
    bundle,
    manifest: build.manifest,
    label: build.label,
    contract,
    neighbours: await neighboursAt(target, bundle, composition),
  });
}

/**
 * An order of the switches from `current` to `wanted` in which every composition on the way passes
 * the checks (problems of `check`), or the problems when there is none.
 * @param {Step[]} steps
 * @param {Record<string, string>} current
 * @param {(step: Step, composition: Record<string, string>) => Promise<string[]>} check
 * @returns {Promise<{ order: Step[] } | { problems: string[] }>}
 */
export async function switchOrder(steps, current, check) {
  const composition = { ...current };
  const remaining = [...steps];
  /** @type {Step[]} */
  const order = [];
  while (remaining.length) {
    let index = -1;
    for (const [i, step] of remaining.entries()) {
      if (!(await check(step, composition)).length) {
        index = i;
        break;
      }
    }
    if (index < 0) {
      /** @type {string[]} */
      const problems = [];
      for (const step of remaining) {
        for (const problem of await check(step, composition)) {
          problems.push(`${step.bundle.name} → ${step.version}: ${problem}`);
        }
      }
      return { problems };
    }
    const [step] = remaining.splice(index, 1);
    if (!step) break;
    composition[step.bundle.name] = step.version;
    order.push(step);
  }
  return { order };
}

/**
 * Runs `fn` holding every bundle's lock, taken in one fixed order, so no release switches meanwhile.
 * @template T @param {DeploymentTarget} target @param {Bundle[]} bundles @param {() => Promise<T>} fn @returns {Promise<T>}
 */
function withBundleLocks(target, bundles, fn) {
  const [first, ...rest] = bundles;
  if (!first) return fn();
  return target.withLock(first.name, () => withBundleLocks(target, rest, fn));
}

/**
 * @param {object} options
 * @param {DeploymentTarget} options.target
 * @param {string} options.to the snapshot's id (`12` or `#12`)
 * @param {boolean} [options.force] switch even when a step's checks object
 * @param {(line: string) => void} [options.log]
 * @param {import('release').Journal | null} [options.journal] where the switches are journaled (cli.mjs)
 * @param {import('release').Renderer | null} [options.render] renders the first screens after them (cli.mjs)
 * @returns {Promise<{ snapshot: number, switched: Step[] }>}
 */
export async function rollbackSite({ target, to, force = false, log = console.log, journal, render }) {
  const snapshot = snapshotNamed(await readSiteHistory(target), to);
  if (typeof snapshot === 'string') throw new UsageError(snapshot);
  const bundles = Object.values(BUNDLES);
  // After the switches and outside the locks, as for a release.
  const tools = { journal, render, log: (/** @type {string} */ line) => log(`prerender: ${line}`) };
  const switched = await changing(tools, (changes) =>
    withBundleLocks(target, bundles, async () => {
      // What is live, read once under every bundle's lock: the plan, the switches and the first screens.
      let site = await readLiveSite(target);
      const current = site.versions;
      /** @type {Step[]} */
      const steps = bundles.flatMap((bundle) => {
        const version = snapshot.live[bundle.name];
        return version && version !== current[bundle.name] ? [{ bundle, version }] : [];
      });
      if (!steps.length) {
        throw new UsageError(
          `Nothing to switch: every bundle snapshot #${snapshot.id} names is at that release already (a bundle it does not name stays as it is).`,
        );
      }
      for (const { bundle, version } of steps) {
        await refuseWhileCanary(target, bundle, `Rollback of the site to snapshot #${snapshot.id}`, {
          state: site.canaries[bundle.name],
          site,
          changes,
        });
        if (!(await hasRelease(target, bundle, version))) {
          throw new UsageError(`${bundle.name} has no release ${version} in ${target.label} any more.`);
        }
      }
      const planned = await switchOrder(steps, current, async ({ bundle, version }, composition) =>
        force ? [] : switchProblems(target, bundle, version, composition),
      );
      if ('problems' in planned) {
        throw new RefusedError(
          `Rollback of the site to snapshot #${snapshot.id} refused (add --force to switch anyway):`,
          planned.problems,
        );
      }
      for (const { bundle, version } of planned.order) {
        const previous = site.versions[bundle.name] ?? null;
        const dir = await releaseDir(target, bundle, version);
        const reason = siteRollbackReason(snapshot.id);
        const made = await switchLive(target, bundle, version, reason, { from: previous, dir, site, changes });
        site = await withSwitch(target, site, bundle, version, { dir, moment: made });
        log(`✔ ${bundle.name} ${version} is live again (was ${previous ?? 'nothing'})`);
      }
      return { result: planned.order, liveSite: site };
    }),
  );
  return { snapshot: snapshot.id, switched };
}
