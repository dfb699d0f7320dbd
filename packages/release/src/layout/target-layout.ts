// The layout of a deployment target (a folder or a bucket, targets/): one folder per bundle, each
// what a static host serves for that bundle.
//
//   <target>/<bundle>/releases/<version>/   an immutable copy of one build (release-layout)
//   <target>/<bundle>/<entry>               the live pointer: index.html (shell) or mf-manifest.json
//                                           (remote), a copy of the live release's entry whose URLs
//                                           lead into releases/<version>/
//   <target>/<bundle>/live.json             { version }: the live release, for servers and tools
//   <target>/<bundle>/history.json          every release and every switch (release-history.ts)
//   <target>/shell/runtime-config.json      per site, not per release: where the remotes and backend are
import path from 'node:path';
import { RELEASES_FOLDER, releasePath } from 'release-layout';
import { SHELL_BUNDLE, type Bundle } from '../bundles/site-bundles';

/** The repository: src/layout/ and dist/layout/ are at the same depth below it. */
export const ROOT = path.resolve(__dirname, '..', '..', '..', '..');

/**
 * In a bucket, the page a CDN sends for every path no object answers (the not-found page rendered
 * ahead of time), beside the route objects in the shell's folder (first-screens/page-keys.ts).
 */
export const NOT_FOUND_PAGE = '404.html';

/** Per site, not per release: where the remotes and the backend are (written by `npm start`). */
export const RUNTIME_CONFIG_KEY = `${SHELL_BUNDLE.name}/runtime-config.json`;

/** The keys of a bundle's objects in a deployment target. */
export function bundleKeys(bundle: Bundle) {
  const dir = bundle.name;
  return {
    dir,
    releases: `${dir}/${RELEASES_FOLDER}`,
    release: (version: string) => `${dir}/${releasePath(version)}`,
    entry: `${dir}/${bundle.entry}`,
    live: `${dir}/live.json`,
    history: `${dir}/history.json`,
  };
}
