// The site manifest's shape (shared-ui/src/site/site-manifest.json), written once: the shell reads
// the same types through shared-ui, Node reads them here with the facts derived from them.

/**
 * The map of the site: every bundle once, with its package folder, federation container, port,
 * environment-variable prefix, the routes it serves (title, description and share image of each)
 * and any other module it exposes.
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
   * (The only value: manifestProblems refuses any other.)
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

/** A bundle with what the tools derive from the manifest. */
export interface Bundle {
  /** Folder name in the deployment target, and the name release commands take. */
  name: string;
  kind: 'shell' | 'remote';
  /**
   * Its pages reach the shell through the runtime config, not the shell's build: never
   * prerendered, in the sitemap or indexed.
   */
  joinsAtRunTime: boolean;
  /** Workspace folder that builds it. */
  packageDir: string;
  /** Federation container name. */
  container: string;
  /** Key in the runtime config (the container), null for the shell. */
  remoteKey: string | null;
  /** Local port (npm start, webpack-dev-server). */
  port: number;
  /** `<prefix>_PORT`, `<prefix>_MANIFEST_URL`, `E2E_<prefix>_PORT`, … */
  envPrefix: string;
  /** The file visitors start from: what a release switches. */
  entry: string;
  /** Module name -> contract (a route's module is a page). */
  exposes: Record<string, string>;
  /** The routes it renders (the shell: those of the remotes it is built with). */
  pages: SitePage[];
  /** Their paths. */
  routes: string[];
}

/**
 * The manifest, checked, with its bundles, the remotes a shell build composes, and the pages of
 * those that join at run time (for the runtime config).
 */
export interface Site extends SiteManifest {
  bundleList: Bundle[];
  host: Bundle;
  remotes: Bundle[];
  builtInRemotes: Bundle[];
  joinedPages: SitePage[];
}
