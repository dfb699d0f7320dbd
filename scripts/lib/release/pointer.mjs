// The live pointer of a bundle: its entry file at the top of the bundle's folder, rewritten so every
// URL in it leads into one release. Visitors load the entry first (no-cache), so replacing it whole
// (one rename() in a folder, one PUT in a bucket) moves the next page load to the new release, while pages already open keep loading
// from the old release's folder, which stays.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  RefusedError,
  bundleKeys,
  filesBelow,
  hasRelease,
  liveVersion,
  recordSwitch,
  releaseDir,
  updateHistory,
  writeHistory,
} from 'release';
import {
  addSnapshot,
  appendSnapshot,
  compositionNow,
  liveComposition,
  readSiteHistory,
  withSiteLock,
} from './site-history.mjs';
import { publisher } from './source-info.mjs';
import { SHELL_ENTRIES, rewriteJsonList } from 'prerender';
import { originalOf } from 'site-servers';
import { NODE_BUILD_DIR, releasePath } from 'release-layout';

/**
 * @typedef {import('@module-federation/sdk').Manifest} Manifest a remote's mf-manifest.json
 * @typedef {import('@module-federation/sdk').StatsAssets} Assets
 */

/** Prefixes a relative asset path of a manifest with the release folder. @param {string} prefix */
const inRelease = (prefix) => /** @param {string} file */ (file) =>
  typeof file === 'string' && file ? `${prefix}${file}` : file;

/**
 * A remote's live manifest: the release's own, with the remote entry and every asset under
 * `releases/<version>/`. Paths stay relative and `publicPath` stays "auto", so the federation
 * runtime resolves them against the manifest's own URL: the same file works on any host and path.
 * @param {Manifest} manifest @param {string} version @returns {Manifest}
 */
export function liveManifest(manifest, version) {
  const prefix = `${releasePath(version)}/`;
  const move = inRelease(prefix);
  /** @param {Assets} assets @returns {Assets} */
  const moveAssets = (assets) =>
    assets && {
      ...assets,
      js: assets.js && { sync: (assets.js.sync ?? []).map(move), async: (assets.js.async ?? []).map(move) },
      css: assets.css && { sync: (assets.css.sync ?? []).map(move), async: (assets.css.async ?? []).map(move) },
    };
  const { remoteEntry } = manifest.metaData;
  return {
    ...manifest,
    metaData: {
      ...manifest.metaData,
      remoteEntry: { ...remoteEntry, path: `${prefix}${remoteEntry.path ?? ''}`.replace(/\/+$/, '') },
    },
    shared: (manifest.shared ?? []).map((entry) => ({ ...entry, assets: moveAssets(entry.assets) })),
    exposes: (manifest.exposes ?? []).map((entry) => ({ ...entry, assets: moveAssets(entry.assets) })),
  };
}

/**
 * The shell's live page: the release's index.html with each src/href that names a file of the
 * release, and each entry in its `#shell-entries` list, pointed at `/releases/<version>/`. The
 * shell's scripts then load from that folder, and webpack's automatic public path sends its lazy
 * chunks there too. Inline scripts are untouched, so the CSP hashes of the page stay valid.
 * @param {string} html @param {string} releaseDir @param {string} version @returns {string}
 */
export function liveIndexHtml(html, releaseDir, version) {
  /** @param {string} file */
  const inRelease = (file) => `/${releasePath(version, file.replace(/^\.?\//, ''))}`;
  // The entry scripts the page loads after its first paint, listed as data (never run as script).
  const entries = rewriteJsonList(html, SHELL_ENTRIES, (files) =>
    files.map((file) => (existsSync(path.join(releaseDir, file)) ? inRelease(file) : file)),
  );
  /** @param {string} match @param {string} attribute @param {string} quote @param {string} value */
  const pointed = (match, attribute, quote, value) => {
    if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(value)) return match;
    const file = value.replace(/^\.?\//, '').split(/[?#]/)[0];
    if (!file || !existsSync(path.join(releaseDir, file))) return match;
    return `${attribute}${quote}${inRelease(value)}${quote}`;
  };
  return entries.replace(/(\s(?:src|href)=)(["']?)([^"'\s>]+)\2/g, pointed);
}

/**
 * The text of the live entry file for a release of `bundle`.
 * @param {import('release').Bundle} bundle @param {string} releaseDir @param {string} version
 * @returns {string}
 */
export function liveEntryText(bundle, releaseDir, version) {
  const original = readFileSync(path.join(releaseDir, bundle.entry), 'utf8');
  if (bundle.kind === 'remote') return `${JSON.stringify(liveManifest(JSON.parse(original), version), null, 2)}\n`;
  return liveIndexHtml(original, releaseDir, version);
}

/** What a build emits for its own use: scripts, styles, maps, manifests, pages and licence notes. */
const BUILD_OUTPUT = /\.(js|mjs|css|map|json|html|txt)$/;

/**
 * The files a shell release holds for the top of the site, at names that never change: the copy of
 * shell/public (favicon.svg, the link-preview images share/*.png), which crawlers and browsers ask
 * for at `/favicon.svg` and `/share/home.png`. A folder target's server finds them in the live
 * release; in a bucket they are copied to the top of the shell's folder at each switch. Brotli
 * twins are not: objects at the top are replaced in place, where a twin left by an earlier release
 * could outlive its file (a switch never deletes), so the CDN takes twins from releases only.
 * @param {string} releaseDir @returns {string[]} paths relative to the release, with `/`
 */
export function topLevelFiles(releaseDir) {
  return filesBelow(releaseDir).filter(
    (file) => !file.startsWith(`${NODE_BUILD_DIR}/`) && !BUILD_OUTPUT.test(file) && originalOf(file) === null,
  );
}

/**
 * Makes `version` the live release: first the entry file (the switch visitors see, one object
 * replaced whole), then live.json, the bundle's history and a snapshot of the whole site in its
 * timeline. Call inside the bundle's lock; the site's lock is taken here, so switches of different
 * bundles follow each other, and the timeline is read and written once under it.
 * @param {import('release').DeploymentTarget} target
 * @param {import('release').Bundle} bundle
 * @param {string} version @param {string} reason why it switches (release, rollback), kept in the histories
 * @param {{ from?: string | null, dir?: string, site?: import('./composition.mjs').LiveSite,
 *   history?: import('release').History, changes?: import('./after-switch.mjs').Change[] }} [known]
 *   what the command read already: `from`, the live release its checks saw (null: none; when the
 *   live release is another by the time of the switch, nothing switches); `dir`, the release's
 *   local folder; `site`, the live site it read under the bundle's lock (default: the bundle's live
 *   release is read here, the others taken from the timeline); `history`, the bundle's history as
 *   it read it under the lock, with what it changed (written here once, with the switch);
 *   `changes`, where the command collects what it journals after it (after-switch.mjs)
 * @returns {Promise<import('./site-history.mjs').SiteSnapshot>} the site as this switch left it
 */
export async function switchLive(target, bundle, version, reason, { from, dir, site, history, changes } = {}) {
  const keys = bundleKeys(bundle);
  if (!dir && !(await hasRelease(target, bundle, version))) {
    throw new Error(`${bundle.name} has no complete release ${version} in ${target.label}.`);
  }
  const local = dir ?? (await releaseDir(target, bundle, version));
  if (!existsSync(path.join(local, bundle.entry))) {
    throw new Error(`Release ${version} of ${bundle.name} has no ${bundle.entry}.`);
  }
  const entryText = liveEntryText(bundle, local, version);
  return withSiteLock(target, async () => {
    // Read once under the site's lock: the snapshots before and after come from it and the
    // command's own read (no other switch can write it meanwhile).
    const timeline = await readSiteHistory(target);
    // The bundle's live release: the command's read, made under the bundle's lock, holds.
    const previous = site ? (site.versions[bundle.name] ?? null) : await liveVersion(target, bundle);
    if (from !== undefined && previous !== from) {
      throw new RefusedError(`${bundle.name} was not switched to ${version}:`, [
        `its live release changed while the command ran (checked against ${from ?? 'none'}, now ${previous ?? 'none'}); run it again`,
      ]);
    }
    const known = compositionNow(timeline, site ?? null) ?? (await liveComposition(target));
    const before = { ...known };
    if (previous) before[bundle.name] = previous;
    else delete before[bundle.name];
    // A target whose bundles were live before it kept a timeline: that moment comes first.
    if (!timeline.snapshots.length && Object.keys(before).length) {
      addSnapshot(
        timeline,
        { bundle: bundle.name, version: previous ?? '', previous, reason: 'timeline started' },
        { by: publisher(), at: new Date().toISOString(), live: before },
      );
    }
    if (target.kind !== 'folder' && bundle.kind === 'shell') {
      for (const file of topLevelFiles(local)) {
        await target.switchEntry(`${keys.dir}/${file}`, readFileSync(path.join(local, file)));
      }
    }
    await target.switchEntry(keys.entry, entryText);
    recordSwitch(bundle.name, version);
    const at = new Date().toISOString();
    await target.switchEntry(keys.live, `${JSON.stringify({ version, since: at }, null, 2)}\n`);
    /** @param {import('release').History} changed */
    const addSwitch = (changed) => {
      changed.live = version;
      changed.switches.push({ version, at, reason });
    };
    if (history) {
      addSwitch(history);
      await writeHistory(target, bundle, history);
    } else await updateHistory(target, bundle, addSwitch);
    const after = { ...before, [bundle.name]: version };
    return appendSnapshot(
      target,
      { bundle: bundle.name, version, previous, reason },
      { by: publisher(), at, live: after, timeline, changes },
    );
  });
}
