// What the builds and release checks derive from one bundle or the whole site.
import path from 'node:path';
import type { Bundle, Site, SiteRoute } from './manifest-types';
import { MANIFEST_PATH } from './read-site-manifest';

/**
 * What a shell built from this manifest loads from each remote, by remote key: the release checks
 * compare it with a remote's mf-manifest.json.
 */
export function contractOf(site: Site): Record<string, { container: string; modules: string[] }> {
  return Object.fromEntries(
    site.remotes.map((b) => [String(b.remoteKey), { container: b.container, modules: Object.keys(b.exposes) }]),
  );
}

/** The bundle built from a package folder (its folder name), or a readable error. */
export function bundleOfPackage(site: Site, packageDir: string): Bundle {
  const name = path.basename(packageDir);
  const bundle = site.bundleList.find((b) => b.packageDir === name);
  if (!bundle) throw new Error(`${MANIFEST_PATH} names no bundle built from the package folder "${name}"`);
  return bundle;
}

/**
 * The global a bundle's own code reads its routes from (`__OWN_ROUTES__`, typed in the package):
 * defined at its build (config/webpack.base.js) and in its tests (config/jest.base.js), so a
 * remote knows its own pages from the manifest it was built with, not from the copy of shared-ui
 * the page happens to share (the shell's, which may predate a route the remote adds).
 */
export function ownRoutesGlobal(bundle: Bundle): { __OWN_ROUTES__: SiteRoute[] } {
  return {
    __OWN_ROUTES__:
      bundle.kind === 'remote'
        ? bundle.pages.map(({ path: route, module, title, description }) => ({
            path: route,
            module,
            title,
            description,
          }))
        : [],
  };
}

/** webpack `exposes` of a remote: `./<module>` -> `./src/exposed/<module>.tsx`. */
export function webpackExposes(bundle: Bundle): Record<string, string> {
  return Object.fromEntries(Object.keys(bundle.exposes).map((m) => [`./${m}`, `./src/exposed/${m}.tsx`]));
}
