// `npm run rollback -- <bundle>`: the live pointer back to an earlier release, in seconds
// (no build, no browser); still refused when that release no longer fits the live site.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { refuseWhileCanary } from './canary-commands.mjs';
import {
  RefusedError,
  SWITCH_REASON,
  UsageError,
  changing,
  hasRelease,
  liveNeighbours,
  readHistory,
  readLiveSite,
  releaseDir,
  rollbackTarget,
  shellReleaseContract,
  switchLive,
  verifyComposition,
  withSwitch,
} from 'release';

/**
 * @param {object} options
 * @param {import('release').Bundle} options.bundle
 * @param {import('release').DeploymentTarget} options.target
 * @param {string} [options.to] a version; default: the release live before the live one (the release package's rollbackTarget)
 * @param {boolean} [options.force] switch even when the checks object
 * @param {(line: string) => void} [options.log]
 * @param {import('release').Journal | null} [options.journal] where the switch is journaled (cli.mjs)
 * @param {import('release').Renderer | null} [options.render] renders the first screens after it (cli.mjs)
 * @returns {Promise<{ version: string, previous: string }>}
 */
export async function rollbackBundle({ bundle, target, to, force = false, log = console.log, journal, render }) {
  // After the switch and outside the lock, as for a release: the switch never waits for the rendering.
  const tools = { journal, render, log: (/** @type {string} */ line) => log(`prerender: ${line}`) };
  return changing(tools, (changes) =>
    target.withLock(bundle.name, async () => {
      // What is live, read once under the lock: the checks, the switch and the first screens after it.
      const site = await readLiveSite(target);
      await refuseWhileCanary(target, bundle, `Rollback of ${bundle.name}`, {
        state: site.canaries[bundle.name],
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
        const manifest = /** @type {import('release').BuildManifest} */ (
          JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'))
        );
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
