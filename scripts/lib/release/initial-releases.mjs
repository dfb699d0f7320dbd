// What `npm start`, `npm run publish` and the end-to-end suite publish: the builds in each package's
// dist/ become releases of the deployment target, unless that exact build is already live.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { contractOf } from 'site-manifest';
import {
  REMOTE_BUNDLES,
  ROOT,
  RefusedError,
  SHELL_BUNDLE,
  SWITCH_REASON,
  UsageError,
  displayPath,
  fingerprint,
  liveNeighbours,
  publishBuild,
  readHistory,
  readJson,
  readLiveSite,
  releaseDir,
  siteManifestOfShellBuild,
  sourceCommit,
  switchLive,
  verifyComposition,
  withSwitch,
} from 'release';

/**
 * The order the bundles are published in: every remote before the shell, so a shell that loads a
 * module new in a remote finds it live when it switches (a release's check of a shell), and the
 * shell that stays live meanwhile loads only modules the remotes kept.
 */
export const PUBLISH_ORDER = [...REMOTE_BUNDLES, SHELL_BUNDLE];

/**
 * @param {object} options
 * @param {import('release').DeploymentTarget} options.target
 * @param {Record<string, string>} [options.dist] build folder by bundle name (default: `<package>/dist`)
 * @param {boolean} [options.preferLive] keep a live release even when dist/ holds another build
 *   (SKIP_BUILD=1: the dist folders may be older than what was released since)
 * @param {boolean} [options.checked] check every build against what is live before its switch, as
 *   a release does (npm run publish); with preferLive, the builds it publishes are checked anyway
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<{ changes: import('release').Change[], live: import('release').LiveSite | null }>}
 *   the switches it made, for the after-switch step (after-switch.ts), and the live site they left
 *   (null when nothing switched)
 */
export async function publishInitialReleases({
  target,
  dist = {},
  preferLive = false,
  checked = false,
  log = console.log,
}) {
  /** @type {import('release').Change[]} */
  const changes = [];
  /** @type {import('release').LiveSite | null} */
  let after = null;
  for (const bundle of PUBLISH_ORDER) {
    const buildDir = dist[bundle.name] ?? path.join(ROOT, bundle.packageDir, 'dist');
    await target.withLock(bundle.name, async () => {
      // What is live, read once for this bundle (the switches of the bundles before it changed it).
      const site = await readLiveSite(target);
      const live = site.versions[bundle.name] ?? null;
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
      if (preferLive) refuseMisfit({ site, bundle, buildDir });
      else if (checked) refuseNotFitting({ site, bundle, buildDir });
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
        site,
        history,
        changes,
      });
      after = await withSwitch(target, site, bundle, record.version, { dir, moment: snapshot });
      log(`${bundle.name}: published ${displayPath(buildDir)} as release ${record.version} (live)`);
    });
  }
  return { changes, live: after };
}

/**
 * With SKIP_BUILD=1 the live releases stay, and a bundle with none gets its dist/ build: that build
 * must fit what is live (the modules the live shell loads, the shared singletons such as the
 * shared-ui it needs), as a release would check. Throws a UsageError saying what does not fit.
 * @param {{ site: import('release').LiveSite, bundle: import('release').Bundle, buildDir: string }} options
 */
function refuseMisfit({ site, bundle, buildDir }) {
  const { label, problems } = misfits({ site, bundle, buildDir });
  if (problems.length) {
    throw new UsageError(
      `${bundle.name}: ${label} does not fit the releases that stay live (SKIP_BUILD=1):\n  - ${problems.join('\n  - ')}\n` +
        `Run npm start without SKIP_BUILD=1 (every bundle from its build), or release what it needs first (npm run release -- <bundle>).`,
    );
  }
}

/**
 * npm run publish: a build that does not fit what is live when it would switch is refused, as a
 * release is (status 1); the bundles published before it stay live.
 * @param {{ site: import('release').LiveSite, bundle: import('release').Bundle, buildDir: string }} options
 */
function refuseNotFitting({ site, bundle, buildDir }) {
  const { label, problems } = misfits({ site, bundle, buildDir });
  if (problems.length) throw new RefusedError(`${bundle.name}: ${label} does not fit the live releases:`, problems);
}

/**
 * What does not fit between a bundle's build and the live releases of the others (the checks of a
 * release: the modules the shell loads, the shared singletons), with how the build is named.
 * @param {{ site: import('release').LiveSite, bundle: import('release').Bundle, buildDir: string }} options
 * @returns {{ label: string, problems: string[] }}
 */
function misfits({ site, bundle, buildDir }) {
  const label = `the build in ${displayPath(buildDir)}`;
  const manifest = /** @type {import('release').BuildManifest | null} */ (
    readJson(path.join(buildDir, 'mf-manifest.json'), null)
  );
  if (!manifest) return { label, problems: [] };
  const contract = bundle.kind === 'shell' ? contractOf(siteManifestOfShellBuild(buildDir)) : site.contract;
  const neighbours = liveNeighbours(site, bundle);
  return { label, problems: verifyComposition({ bundle, manifest, label, contract, neighbours }) };
}
