import manifest from './site-manifest.json';

/**
 * The map of the site (site-manifest.json): every bundle once, with its package folder, federation
 * container, port, environment-variable prefix, the routes it serves (title, description and
 * share image of each) and any other module it exposes. The shell's routes and page heads, the
 * webpack configs' `exposes`, the release and prerender scripts, the benchmark and the tests all
 * read it; Node reads the same file through config/site-manifest.js, which also checks it.
 */
export interface SiteManifest {
  bundles: SiteBundle[];
  /** Share image of a route that names none, relative to the site root. */
  defaultImage: string;
  /** The firm's logo for structured data, relative to the site root. */
  logo: string;
}

export interface SiteBundle {
  /** Folder name in the deployment target, and the name the release commands take. */
  name: string;
  /** The shell: it composes the others and serves no route of its own. */
  host?: boolean;
  /** Workspace folder that builds it. */
  package: string;
  /** Federation container name; a remote's key in the runtime config. */
  container: string;
  /** Local port (npm start, webpack-dev-server). */
  port: number;
  /** Prefix of its environment variables: `<prefix>_PORT`, `<prefix>_MANIFEST_URL`, `E2E_<prefix>_PORT`. */
  envPrefix: string;
  /**
   * `run-time`: the bundle joins the site through the runtime config alone (its `pages`), so no shell
   * build knows its routes; its pages are never prerendered, listed in the sitemap or indexed.
   * (The only value: config/site-manifest.js refuses any other.)
   */
  joins?: string;
  /** Routes it renders; each route's module is exposed with the page contract (`src/exposed/<module>.tsx`). */
  routes?: SiteRoute[];
  /** Other exposed modules, by contract: `contact-dialog` (ContactDialogModule). */
  exposes?: Record<string, string>;
}

export interface SiteRoute {
  /** `/` or `/words`, no trailing slash. */
  path: string;
  /** The exposed module that renders it. */
  module: string;
  /** Page title before the firm's name ("Services" -> "Services | Brand LLP"). */
  title: string;
  /** Meta description, also for link previews. */
  description: string;
  /** PNG shown in link previews (1200x630), relative to the site root; defaults to `defaultImage`. */
  image?: string;
  /** How the unavailable message names the page ("The Knowledge Hub"); default "This page". */
  section?: string;
}

/** A remote's key in the runtime config: its container name. */
export type RemoteKey = string;

/** A route with the remote that serves it. */
export interface SitePage extends SiteRoute {
  remote: RemoteKey;
}

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
