import type { RemoteKey, SiteManifest, SitePage } from 'site-manifest';
import manifest from './site-manifest.json';

/**
 * The map of the site (site-manifest.json, typed once in the site-manifest package): every bundle
 * once, with its routes and exposed modules. The shell's routes and page heads, the webpack
 * configs' `exposes`, the release and prerender scripts, the benchmark and the tests all read it;
 * Node reads the same file through the site-manifest package, which also checks it.
 */
export type { RemoteKey, SitePage, SiteRoute } from 'site-manifest';

export const SITE_MANIFEST: SiteManifest = manifest;

/** The bundles a shell build composes: all but those that join at run time. */
const BUILT_IN_BUNDLES = SITE_MANIFEST.bundles.filter((bundle) => bundle.joins !== 'run-time');

/** Every page a shell build serves, in the manifest's order (pages of bundles that join at run time come from the runtime config). */
export const SITE_PAGES: readonly SitePage[] = BUILT_IN_BUNDLES.flatMap((bundle) =>
  (bundle.routes ?? []).map((route) => ({ ...route, remote: bundle.container })),
);

/**
 * The page served at a pathname (a trailing slash is ignored), if any: a page of the shell build,
 * else one of `joinedPages` (those of bundles joined at run time, from the runtime config).
 */
export function sitePageAt(pathname: string, joinedPages: readonly SitePage[] = []): SitePage | undefined {
  const path = `/${pathname.replace(/^\/+|\/+$/g, '')}`;
  return [...SITE_PAGES, ...joinedPages].find((page) => page.path === path);
}

/** The remote and module that fulfil a contract other than a page (e.g. `contact-dialog`), if any. */
export function exposedModuleFor(contract: string): { remote: RemoteKey; module: string } | undefined {
  for (const bundle of SITE_MANIFEST.bundles) {
    const module = Object.entries(bundle.exposes ?? {}).find(([, c]) => c === contract)?.[0];
    if (module) return { remote: bundle.container, module };
  }
  return undefined;
}

/** The runtime config's required keys: one per remote a shell build composes. */
export const REMOTE_KEYS: readonly RemoteKey[] = BUILT_IN_BUNDLES.filter((b) => !b.host).map((b) => b.container);
