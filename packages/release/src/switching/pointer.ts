// The live pointer of a bundle: its entry file at the top of the bundle's folder, rewritten so every
// URL in it leads into one release. Visitors load the entry first (no-cache), so replacing it whole
// (one rename() in a folder, one PUT in a bucket) moves the next page load to the new release, while pages already open keep loading
// from the old release's folder, which stays. The switch to a release: switch-live.ts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
// A remote's mf-manifest.json, as the federation SDK describes it (types only: nothing of it runs here).
import type { Manifest, StatsAssets as Assets } from '@module-federation/sdk';
import { SHELL_ENTRIES, rewriteJsonList } from 'prerender';
import { NODE_BUILD_DIR, originalOf, releasePath } from 'release-layout';
import type { Bundle } from '../bundles/site-bundles';
import { filesBelow } from '../files/files-below';

/** Prefixes a relative asset path of a manifest with the release folder. */
const inRelease =
  (prefix: string) =>
  (file: string): string =>
    typeof file === 'string' && file ? `${prefix}${file}` : file;

/**
 * A remote's live manifest: the release's own, with the remote entry and every asset under
 * `releases/<version>/`. Paths stay relative and `publicPath` stays "auto", so the federation
 * runtime resolves them against the manifest's own URL: the same file works on any host and path.
 */
export function liveManifest(manifest: Manifest, version: string): Manifest {
  const prefix = `${releasePath(version)}/`;
  const move = inRelease(prefix);
  const moveAssets = (assets: Assets): Assets =>
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
 */
export function liveIndexHtml(html: string, releaseDir: string, version: string): string {
  const inRelease = (file: string): string => `/${releasePath(version, file.replace(/^\.?\//, ''))}`;
  // The entry scripts the page loads after its first paint, listed as data (never run as script).
  const entries = rewriteJsonList(html, SHELL_ENTRIES, (files) =>
    files.map((file) => (existsSync(path.join(releaseDir, file)) ? inRelease(file) : file)),
  );
  const pointed = (match: string, attribute: string, quote: string, value: string): string => {
    if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(value)) return match;
    const file = value.replace(/^\.?\//, '').split(/[?#]/)[0];
    if (!file || !existsSync(path.join(releaseDir, file))) return match;
    return `${attribute}${quote}${inRelease(value)}${quote}`;
  };
  return entries.replace(/(\s(?:src|href)=)(["']?)([^"'\s>]+)\2/g, pointed);
}

/** The text of the live entry file for a release of `bundle`. */
export function liveEntryText(bundle: Bundle, releaseDir: string, version: string): string {
  const original = readFileSync(path.join(releaseDir, bundle.entry), 'utf8');
  if (bundle.kind === 'remote') {
    return `${JSON.stringify(liveManifest(JSON.parse(original) as Manifest, version), null, 2)}\n`;
  }
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
 * @returns paths relative to the release, with `/`
 */
export function topLevelFiles(releaseDir: string): string[] {
  return filesBelow(releaseDir).filter(
    (file) => !file.startsWith(`${NODE_BUILD_DIR}/`) && !BUILD_OUTPUT.test(file) && originalOf(file) === null,
  );
}
