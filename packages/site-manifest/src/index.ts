// The site manifest for Node (webpack configs, scripts, the benchmark, the tests): reads
// shared-ui/src/site/site-manifest.json, refuses a manifest that contradicts itself, and gives
// each bundle the derived facts the tools need.
export { bundleOfPackage, contractOf, ownRoutesGlobal, webpackExposes } from './bundle-facts';
export type { Bundle, RemoteKey, Site, SiteManifest, SitePage, SiteRoute } from './manifest-types';
export { MANIFEST_PATH, manifestFile, readSiteManifest } from './read-site-manifest';
export { siteManifestFrom } from './site-of';
