// What is live now, read once as one value (LiveSite) that a command passes down: its checks, its
// smoke run and its switch all see the same moment.
import type { Site } from 'site-manifest';
import { BUILT_IN_REMOTES, SHELL_BUNDLE, type Bundle, bundleNamed } from '../bundles/site-bundles';
import { type CanaryState, readCanary } from '../canary/canary-state';
import type { Contract } from '../compatibility/build-manifest';
import type { RuntimeConfig } from '../layout/runtime-config';
import { RUNTIME_CONFIG_KEY } from '../layout/target-layout';
import type { DeploymentTarget } from '../targets/deployment-target';
import { liveComposition } from '../timeline/site-history';
import { type LiveBuild, buildManifestIn, releaseBuild, shellOfRelease } from './release-builds';

/** The shell's part of a live site: the site manifest it was built from and what it loads. */
async function shellOf(
  target: DeploymentTarget,
  version: string | null,
  dir: string | null,
): Promise<Pick<LiveSite, 'shellSite' | 'contract'>> {
  const { site, contract } = await shellOfRelease(target, version, dir);
  return { shellSite: site, contract };
}

/** A snapshot of the site's timeline (packages/release/src/timeline/site-history.ts). */
export interface Moment {
  id: number;
  at: string;
}

/** What is live in a target, read at one moment. */
export interface LiveSite {
  /** the target's label */
  label: string;
  /** the live release of every bundle that has one, by bundle name */
  versions: Record<string, string>;
  /** those releases' builds, by bundle name */
  builds: Record<string, LiveBuild>;
  /** the site manifest the live shell was built from (the repository's when none is live) */
  shellSite: Site;
  /** the modules the live shell loads from each remote */
  contract: Contract;
  /** the shell's runtime-config.json */
  runtimeConfig: RuntimeConfig | null;
  /** the canary.json of each remote that may have a canary (BUILT_IN_REMOTES), by bundle name */
  canaries: Record<string, CanaryState | null>;
  /** ISO time it was read: a switch on the site's timeline after it is newer */
  readAt: string;
  /** the snapshot of the site's timeline this site is, once a command changed it (null: as read) */
  moment: Moment | null;
}

/**
 * Reads what is live in `target` once: every bundle's live release and build, the live shell's
 * site manifest and contract, the runtime config and the canaries. A command reads it under its
 * bundle's lock and passes it on: its checks, its switch and its first screens all use it.
 * @param known the canaries the command read already under their bundles' locks, by bundle name:
 *   not read again
 */
export async function readLiveSite(
  target: DeploymentTarget,
  known: { canaries?: LiveSite['canaries'] } = {},
): Promise<LiveSite> {
  const readAt = new Date().toISOString();
  const versions = await liveComposition(target);
  const builds: Record<string, LiveBuild> = {};
  for (const [name, version] of Object.entries(versions)) {
    builds[name] = await releaseBuild(target, bundleNamed(name), version, `the live ${name} release ${version}`);
  }
  const shell = builds[SHELL_BUNDLE.name];
  const shellDir = shell?.dir || null;
  const configText = await target.readText(RUNTIME_CONFIG_KEY);
  const canaries: LiveSite['canaries'] = {};
  for (const bundle of BUILT_IN_REMOTES) {
    const read = known.canaries?.[bundle.name];
    canaries[bundle.name] = read !== undefined ? read : await readCanary(target, bundle);
  }
  return {
    label: target.label,
    versions,
    builds,
    ...(await shellOf(target, shell?.version ?? null, shellDir)),
    runtimeConfig: configText ? (JSON.parse(configText) as RuntimeConfig) : null,
    canaries,
    readAt,
    moment: null,
  };
}

/**
 * The live site after `bundle` switched to `version` (its release in `dir`), as the switch's
 * snapshot `moment` of the site's timeline recorded it: what the after-switch step renders, with
 * nothing read again but the new release's own files.
 */
export async function withSwitch(
  target: DeploymentTarget,
  live: LiveSite,
  bundle: Bundle,
  version: string,
  { dir, moment }: { dir: string; moment: Moment },
): Promise<LiveSite> {
  const build = { version, manifest: buildManifestIn(dir), dir, label: `the live ${bundle.name} release ${version}` };
  const next = {
    ...live,
    versions: { ...live.versions, [bundle.name]: version },
    builds: { ...live.builds, [bundle.name]: build },
    moment: { id: moment.id, at: moment.at },
  };
  if (bundle.kind !== 'shell') return next;
  return { ...next, ...(await shellOf(target, version, dir)) };
}

/** The live site with `bundle`'s canary as `state` now, after the change `moment` of the site's timeline. */
export const withCanary = (live: LiveSite, bundle: Bundle, state: CanaryState, moment: Moment | null): LiveSite => ({
  ...live,
  canaries: { ...live.canaries, [bundle.name]: state },
  moment: moment ? { id: moment.id, at: moment.at } : live.moment,
});
