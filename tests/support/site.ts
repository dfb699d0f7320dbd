import { readSiteManifest } from 'site-manifest';

/** The site manifest (shared-ui/src/site/site-manifest.json): the bundles and routes under test. */
export const SITE = readSiteManifest();

/** The bundle that joins at run time (the staff workspace), with its runtime-config key. */
export const JOINED = (() => {
  const bundle = SITE.remotes.find((b) => b.joinsAtRunTime);
  if (!bundle?.remoteKey) throw new Error('the site manifest has no bundle that joins at run time');
  return { bundle, key: bundle.remoteKey };
})();

/** Every route of the site, in the manifest's order. */
export const SITE_ROUTES: readonly string[] = SITE.host.routes;

/** Where scripts/e2e.mjs serves the composed site for this run. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the end-to-end tests with "npm run test:e2e".`);
  return value;
}

/** Where the site is served; read when first asked, so modules that only parse pages need no site. */
export const site = {
  get shell() {
    return required(`E2E_${SITE.host.envPrefix}_URL`);
  },
  /** Each remote's origin, by remote key (E2E_<prefix>_URL). */
  get remotes(): Record<string, string> {
    return Object.fromEntries(
      SITE.remotes.map((bundle) => [bundle.remoteKey!, required(`E2E_${bundle.envPrefix}_URL`)]),
    );
  },
  get backend() {
    return required('E2E_BACKEND_URL');
  },
  get publishableKey() {
    return required('E2E_PUBLISHABLE_KEY');
  },
  get secretKey() {
    return process.env.E2E_SECRET_KEY ?? '';
  },
};

/** The origin of the remote that serves `route`. */
export function remoteOriginOf(route: string): string {
  const page = SITE.host.pages.find((p) => p.path === route);
  if (!page) throw new Error(`${route} is not a route of the site manifest`);
  return site.remotes[page.remote]!;
}

export const url = (path: string): string => new URL(path, site.shell).toString();
