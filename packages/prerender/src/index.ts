// First screens rendered ahead of time: given the live releases of the site (where they are, the
// runtime config), the pages a shell serves and what each carries (its markup and CSS, the files it
// preloads, its runtime config); the deployment target writes them. Imports nothing of the release
// system.
export { dataPreloads } from './data-preloads';
export { readLiveBuilds, type ReleaseReader } from './live-builds';
export { PAGE_FILES, SHELL_ENTRIES, jsonListIn, rewriteJsonList } from './page-lists';
export { PAGE_BUNDLES, canaryPagesFolder, pageName, pageVersions, prerenderedPage, sameVersions } from './pages';
export { preloadHead } from './preload-hints';
export { nodeRenderInput, releaseFolderUrl, renderInNode } from './render-in-node';
