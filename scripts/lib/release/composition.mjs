// What is live now, read once as one value (LiveSite) that a command passes down: its checks, its
// smoke run and its switch all see the same moment. Also the builds a site rollback composes.
import path from 'node:path';
import { contractOf, siteManifestFrom } from 'site-manifest';
import {
  BUILT_IN_REMOTES,
  BUNDLES,
  REMOTE_BUNDLES,
  RUNTIME_CONFIG_KEY,
  SHELL_BUNDLE,
  SITE,
  hasRelease,
  liveVersion,
  readHistory,
  readJson,
  releaseDir,
} from 'release';
import { readCanary } from './canary-state.mjs';

/** The file a shell build carries: the site manifest it was built from (shell/webpack.config.js). */
export const SHELL_SITE_MANIFEST = 'site-manifest.json';

/**
 * @typedef {import('release').Bundle} Bundle
 * @typedef {import('release').Contract} Contract
 * @typedef {import('release').DeploymentTarget} DeploymentTarget
 * @typedef {import('site-manifest').Site} Site
 * @typedef {{ version: string, manifest: import('release').BuildManifest | null, dir: string, label: string }} LiveBuild
 * @typedef {{ bundle: Bundle, live: LiveBuild & { manifest: import('release').BuildManifest } }} Neighbour
 *
 * @typedef {{ id: number, at: string }} Moment a snapshot of the site's timeline (site-history.mjs)
 * @typedef {object} LiveSite what is live in a target, read at one moment
 * @property {string} label the target's label
 * @property {Record<string, string>} versions the live release of every bundle that has one, by bundle name
 * @property {Record<string, LiveBuild>} builds those releases' builds, by bundle name
 * @property {Site} shellSite the site manifest the live shell was built from (the repository's when none is live)
 * @property {Contract} contract the modules the live shell loads from each remote
 * @property {import('../site-config.mjs').RuntimeConfig | null} runtimeConfig the shell's runtime-config.json
 * @property {Record<string, import('./canary-state.mjs').CanaryState | null>} canaries the canary.json of
 *   each remote that may have a canary (BUILT_IN_REMOTES), by bundle name
 * @property {string} readAt ISO time it was read: a switch on the site's timeline after it is newer
 * @property {Moment | null} moment the snapshot of the site's timeline this site is, once a command
 *   changed it (null: as read)
 */

/**
 * A release of a bundle: version, its local folder and its build's mf-manifest.json.
 * @param {DeploymentTarget} target @param {Bundle} bundle @param {string} version @param {string} label
 * @returns {Promise<LiveBuild>}
 */
export async function releaseBuild(target, bundle, version, label) {
  if (!(await hasRelease(target, bundle, version))) return { version, manifest: null, dir: '', label };
  const dir = await releaseDir(target, bundle, version);
  const manifest = /** @type {import('release').BuildManifest | null} */ (
    readJson(path.join(dir, 'mf-manifest.json'), null)
  );
  return { version, manifest, dir, label };
}

/**
 * The site manifest a shell build in `dir` was built from; the repository's for a build without one.
 * @param {string | null} dir @returns {Site}
 */
export function siteManifestOfShellBuild(dir) {
  const file = dir && path.join(dir, SHELL_SITE_MANIFEST);
  const manifest = /** @type {import('site-manifest').SiteManifest | null} */ (file ? readJson(file, null) : null);
  return manifest ? siteManifestFrom(manifest, `${dir}/${SHELL_SITE_MANIFEST}`) : SITE;
}

/**
 * The modules a shell release loads from each remote: from the manifest it was built with (a
 * release made before shells carried one: the contract recorded with it).
 * @param {DeploymentTarget} target
 * @param {string | null} version
 * @param {string | null} [dir] the release's folder when the caller has it
 * @returns {Promise<Contract>}
 */
export async function shellReleaseContract(target, version, dir) {
  const folder =
    dir !== undefined
      ? dir
      : version && (await hasRelease(target, SHELL_BUNDLE, version))
        ? await releaseDir(target, SHELL_BUNDLE, version)
        : null;
  if (folder && readJson(path.join(folder, SHELL_SITE_MANIFEST), null)) {
    return contractOf(siteManifestOfShellBuild(folder));
  }
  const record = (await readHistory(target, SHELL_BUNDLE)).releases.find((r) => r.version === version);
  return record?.contract ?? contractOf(SITE);
}

/**
 * Reads what is live in `target` once: every bundle's live release and build, the live shell's
 * site manifest and contract, the runtime config and the canaries. A command reads it under its
 * bundle's lock and passes it on: its checks, its switch and its first screens all use it.
 * @param {DeploymentTarget} target @returns {Promise<LiveSite>}
 */
export async function readLiveSite(target) {
  const readAt = new Date().toISOString();
  /** @type {Record<string, string>} */
  const versions = {};
  /** @type {Record<string, LiveBuild>} */
  const builds = {};
  for (const bundle of Object.values(BUNDLES)) {
    const version = await liveVersion(target, bundle);
    if (!version) continue;
    versions[bundle.name] = version;
    builds[bundle.name] = await releaseBuild(target, bundle, version, `the live ${bundle.name} release ${version}`);
  }
  const shell = builds[SHELL_BUNDLE.name];
  const shellDir = shell?.dir || null;
  const configText = await target.readText(RUNTIME_CONFIG_KEY);
  /** @type {LiveSite['canaries']} */
  const canaries = {};
  for (const bundle of BUILT_IN_REMOTES) canaries[bundle.name] = await readCanary(target, bundle);
  return {
    label: target.label,
    versions,
    builds,
    shellSite: siteManifestOfShellBuild(shellDir),
    contract: await shellReleaseContract(target, shell?.version ?? null, shellDir),
    runtimeConfig: configText ? JSON.parse(configText) : null,
    canaries,
    readAt,
    moment: null,
  };
}

/**
 * The live site after `bundle` switched to `version` (its release in `dir`), as the switch's
 * snapshot `moment` of the site's timeline recorded it: what the after-switch step renders, with
 * nothing read again but the new release's own files.
 * @param {DeploymentTarget} target @param {LiveSite} live @param {Bundle} bundle @param {string} version
 * @param {{ dir: string, moment: Moment }} switched
 * @returns {Promise<LiveSite>}
 */
export async function withSwitch(target, live, bundle, version, { dir, moment }) {
  const manifest = /** @type {import('release').BuildManifest | null} */ (
    readJson(path.join(dir, 'mf-manifest.json'), null)
  );
  const build = { version, manifest, dir, label: `the live ${bundle.name} release ${version}` };
  const next = {
    ...live,
    versions: { ...live.versions, [bundle.name]: version },
    builds: { ...live.builds, [bundle.name]: build },
    moment: { id: moment.id, at: moment.at },
  };
  if (bundle.kind !== 'shell') return next;
  return {
    ...next,
    shellSite: siteManifestOfShellBuild(dir),
    contract: await shellReleaseContract(target, version, dir),
  };
}

/**
 * The live site with `bundle`'s canary as `state` now, after the change `moment` of the site's timeline.
 * @param {LiveSite} live @param {Bundle} bundle @param {import('./canary-state.mjs').CanaryState} state
 * @param {Moment | null} moment
 * @returns {LiveSite}
 */
export const withCanary = (live, bundle, state, moment) => ({
  ...live,
  canaries: { ...live.canaries, [bundle.name]: state },
  moment: moment ? { id: moment.id, at: moment.at } : live.moment,
});

/**
 * The routes the live shell serves from `bundle` (every route for the shell itself).
 * @param {LiveSite} live @param {Bundle} bundle @returns {string[]}
 */
export function liveRoutesOf(live, bundle) {
  // No shell build names them: the runtime config does, from the repository's manifest.
  if (bundle.joinsAtRunTime) return bundle.routes;
  return bundle.kind === 'shell'
    ? live.shellSite.host.routes
    : (live.shellSite.remotes.find((b) => b.name === bundle.name)?.routes ?? []);
}

/** The bundles a release of `bundle` is composed with. @param {Bundle} bundle @returns {Bundle[]} */
const othersOf = (bundle) =>
  bundle.kind === 'shell' ? REMOTE_BUNDLES : [SHELL_BUNDLE, ...REMOTE_BUNDLES.filter((b) => b !== bundle)];

/**
 * The other live bundles a release of `bundle` is composed with (those with a live build).
 * @param {LiveSite} live @param {Bundle} bundle @returns {Neighbour[]}
 */
export function liveNeighbours(live, bundle) {
  return othersOf(bundle).flatMap((other) => {
    const build = live.builds[other.name];
    const manifest = build?.manifest;
    return build && manifest ? [{ bundle: other, live: { ...build, manifest } }] : [];
  });
}

/**
 * The other bundles at the releases `versions` names (a site rollback's composition on its way).
 * @param {DeploymentTarget} target @param {Bundle} bundle @param {Record<string, string>} versions release by bundle name
 * @returns {Promise<Neighbour[]>}
 */
export async function neighboursAt(target, bundle, versions) {
  /** @type {Neighbour[]} */
  const found = [];
  for (const other of othersOf(bundle)) {
    const version = versions[other.name];
    const build = version ? await releaseBuild(target, other, version, `${other.name} release ${version}`) : null;
    const manifest = build?.manifest;
    if (build && manifest) found.push({ bundle: other, live: { ...build, manifest } });
  }
  return found;
}
