// The files a route loads before its scripts take over, named in the head of its served page (the
// `#page-files` list, which the shell's page loader turns into preloads right after the first paint,
// shell/src/page-loader), so the browser asks for all of them at once instead of finding them one
// round trip at a time, and none of them competes with the first paint: the shell's
// start (its entry and `import('./bootstrap')`, marked `first`: the header waits for them alone), its
// router (the chunk map's `takeOver`), the route's remote entry and exposed module, and the
// chunks of every shared package those consume, from whichever build provides it (the shell
// provides them all). Read from the live releases: each remote's live mf-manifest.json and every
// release's chunk-map.json (config/chunk-map-plugin.js).
//
// With the page comes its runtime config, with the remote entries the page names, so the shell
// neither fetches /runtime-config.json nor a remote's manifest before that remote's entry.
//
// The backend reads the route's page makes as it starts (its live release's page-requests.json:
// the Knowledge Hub's list of resources) are named too, as `<link rel="preload" as="fetch">` first
// in the head (dataPreloads), so the browser asks for the data with the page, before any script.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { releasePath } from 'release-layout';
import { BUILT_IN_REMOTES, SHELL_BUNDLE } from '../site-bundles.mjs';
import { PAGE_FILES, RUNTIME_CONFIG, SHELL_ENTRIES, jsonBlock, jsonListIn } from '../page-lists.mjs';

/**
 * @typedef {import('../page-lists.mjs').PreloadHint} PreloadHint
 * @typedef {{ files: string[], consumes: string[] }} ChunkGroup
 * @typedef {{ path: string, remote: string, module: string }} ChunkPage
 * @typedef {{ start: ChunkGroup, takeOver?: ChunkGroup, exposes: Record<string, ChunkGroup>,
 *   provides: Record<string, ChunkGroup>, pages?: ChunkPage[] }} ChunkMap
 * @typedef {{ js?: { sync?: string[] }, css?: { sync?: string[] } }} ExposedAssets
 * @typedef {{ metaData: { remoteEntry: { path: string, name: string } },
 *   exposes?: { name: string, assets?: ExposedAssets }[] }} RemoteManifest the parts of a remote's
 *   mf-manifest.json read here
 * @typedef {{ base: string, chunkMap: ChunkMap }} ShellBuild
 * @typedef {{ path: string }} PageRequest a GET of `path` on the backend (the Supabase project URL),
 *   with the anon key as its `apikey` query parameter and no headers (backendRequestUrl)
 * @typedef {Record<string, PageRequest[]>} PageRequests by exposed module: what page-requests.json holds
 * @typedef {{ base: string, entry: string, releasePrefix?: string, manifest: RemoteManifest,
 *   chunkMap: ChunkMap, pageRequests?: PageRequests }} RemoteBuild
 *   base: URL of the release folder; entry: URL of its remoteEntry.js; releasePrefix: the folder
 *   its live manifest names files in; pageRequests: the release's page-requests.json, if it has one
 * @typedef {import('../site-bundles.mjs').Bundle} Bundle
 * @typedef {object} ReleaseReader where the releases are
 * @property {(bundle: Bundle, version: string) => Promise<string>} dir a local folder with every file of a release
 * @property {(bundle: Bundle) => Promise<string | null>} entryText the text of a bundle's live entry (its live pointer)
 */

/** @param {string} file */
const readJsonFile = (file) => JSON.parse(readFileSync(file, 'utf8'));
/** @type {ChunkGroup} */
const EMPTY_GROUP = { files: [], consumes: [] };
/** A release built before chunk maps existed: its page names only what the manifests say. @type {ChunkMap} */
const NO_CHUNK_MAP = { start: EMPTY_GROUP, exposes: {}, provides: {} };
/** @param {string} dir @returns {ChunkMap} */
const readChunkMap = (dir) => {
  try {
    return readJsonFile(path.join(dir, 'chunk-map.json'));
  } catch {
    return NO_CHUNK_MAP;
  }
};

/**
 * A release's page-requests.json (written by the remote's webpack.config.js); none in a release
 * built before it existed, or of a remote whose pages ask the backend nothing as they start.
 * @param {string} dir @returns {PageRequests}
 */
const readPageRequests = (dir) => {
  try {
    return readJsonFile(path.join(dir, 'page-requests.json'));
  } catch {
    return {};
  }
};

/**
 * The `pages` of the shell's chunk map: route ('/' + path) -> { remote, module }.
 * @param {ChunkMap} shellChunkMap
 * @param {string} route
 * @returns {ChunkPage | null}
 */
export function pageOf(shellChunkMap, route) {
  const wanted = route.replace(/^\/+|\/+$/g, '');
  return (shellChunkMap.pages ?? []).find((page) => page.path === wanted) ?? null;
}

/** The URL of a file of a build served from `base` (a folder URL, or a path such as `/releases/v1/`). */
/** @param {string} base @param {string} file */
const urlIn = (base, file) => `${base}${file}`;

/**
 * How the browser is told to fetch a file, as webpack will load it: a plain (no-cors) script or style.
 * @param {string} url
 * @returns {PreloadHint}
 */
function hintFor(url) {
  return { href: url, as: /\.css(\?|$)/.test(url) ? 'style' : 'script' };
}

/**
 * The files a route needs before take-over, in the order the shell asks for them.
 * @param {object} input
 * @param {ShellBuild} input.shell
 * @param {Record<string, RemoteBuild>} input.remotes by remote key (runtime config)
 * @param {string} input.route
 * @returns {PreloadHint[]}
 */
export function preloadHints({ shell, remotes, route }) {
  /** @type {string[]} */
  const urls = [];
  /** @param {string} base @param {string[]} files */
  const add = (base, files) => {
    for (const file of files) urls.push(urlIn(base, file));
  };
  /** @type {string[]} */
  const consumed = [];
  /** @param {string} base @param {ChunkGroup} group */
  const take = (base, group) => {
    add(base, group.files);
    consumed.push(...group.consumes);
  };
  const seen = new Set();
  /** @type {RemoteBuild | null} */
  let remote = null;
  // Every shared package consumed so far, and what it consumes, from the build that provides it: the
  // shell first (it provides them all, and the runtime takes what is loaded first), else the route's remote.
  const takeConsumed = () => {
    while (consumed.length) {
      const key = consumed.shift();
      if (key === undefined || seen.has(key)) continue;
      seen.add(key);
      const fromShell = shell.chunkMap.provides?.[key];
      const fromRemote = remote?.chunkMap.provides?.[key];
      if (fromShell) take(shell.base, fromShell);
      else if (remote && fromRemote) take(remote.base, fromRemote);
    }
  };
  take(shell.base, shell.chunkMap.start ?? EMPTY_GROUP);
  takeConsumed();
  // What the header waits for (the shell's start and the packages it consumes): requested first, the
  // rest once the shell's entry has arrived.
  const first = new Set(urls);
  take(shell.base, shell.chunkMap.takeOver ?? EMPTY_GROUP);

  const page = pageOf(shell.chunkMap, route);
  remote = page ? (remotes[page.remote] ?? null) : null;
  if (page && remote) {
    urls.push(remote.entry);
    // The exposed module's own files as the manifest lists them (JS and CSS), and what they consume.
    const exposed = (remote.manifest.exposes ?? []).find((e) => e.name === page.module);
    const assets = exposed?.assets ?? {};
    add(remote.base, [...(assets.js?.sync ?? []), ...(assets.css?.sync ?? [])].map(stripRelease(remote)));
    consumed.push(...(remote.chunkMap.exposes?.[page.module]?.consumes ?? []));
  }
  takeConsumed();
  return [...new Set(urls)].map((url) => (first.has(url) ? { ...hintFor(url), first: true } : hintFor(url)));
}

/** A live manifest names files inside `releases/<version>/`; the remote's base is that folder already. */
const stripRelease = (/** @type {RemoteBuild} */ remote) => (/** @type {string} */ file) =>
  remote.releasePrefix && file.startsWith(remote.releasePrefix) ? file.slice(remote.releasePrefix.length) : file;

/**
 * Reads the live builds for preloadHints, through `releases`: where they are is the caller's (a
 * deployment target's layout), what they hold is read here.
 * @param {object} input
 * @param {ReleaseReader} input.releases
 * @param {{ remotes: Record<string, string> }} input.config runtime config (manifest URL per remote key)
 * @param {Record<string, string>} input.versions live release of each bundle, by folder name
 * @param {Record<string, string>} [input.entryTexts] a remote's entry text when it is not its live
 *   pointer's (a candidate's, pointer.mjs liveEntryText), by bundle name
 * @returns {Promise<{ shell: ShellBuild, remotes: Record<string, RemoteBuild> }>}
 */
export async function readLiveBuilds({ releases, config, versions, entryTexts = {} }) {
  const shellVersion = versions[SHELL_BUNDLE.name];
  if (!shellVersion) throw new Error('no live release of the shell');
  const shell = {
    base: `/${releasePath(shellVersion)}/`,
    chunkMap: readChunkMap(await releases.dir(SHELL_BUNDLE, shellVersion)),
  };
  /** @type {Record<string, RemoteBuild>} */
  const remotes = {};
  for (const bundle of BUILT_IN_REMOTES) {
    const version = versions[bundle.name];
    if (!version) throw new Error(`no live release of ${bundle.name}`);
    const entryText = entryTexts[bundle.name] ?? (await releases.entryText(bundle));
    if (entryText === null) throw new Error(`${bundle.name} has no live ${bundle.entry}`);
    /** @type {RemoteManifest} */
    const manifest = JSON.parse(entryText);
    const releasePrefix = `${releasePath(version)}/`;
    const { remoteEntry } = manifest.metaData;
    const entryFile = [remoteEntry.path, remoteEntry.name].filter(Boolean).join('/');
    if (!entryFile.startsWith(releasePrefix)) {
      throw new Error(`the live manifest of ${bundle.name} is not the one of its live release ${version}`);
    }
    const key = bundle.remoteKey;
    const manifestUrl = key ? config.remotes[key] : undefined;
    if (!key || !manifestUrl) throw new Error(`the runtime config names no manifest for ${bundle.name}`);
    const folder = new URL('.', manifestUrl).href;
    remotes[key] = {
      base: `${folder}${releasePrefix}`,
      entry: `${folder}${entryFile}`,
      releasePrefix,
      manifest,
      chunkMap: readChunkMap(await releases.dir(bundle, version)),
      pageRequests: readPageRequests(await releases.dir(bundle, version)),
    };
  }
  return { shell, remotes };
}

/**
 * The files a page's own markup names already: `src` attributes and its `#shell-entries` list.
 * @param {string} indexHtml
 */
function loadedBy(indexHtml) {
  const sources = [...indexHtml.matchAll(/\ssrc=["']?([^"'\s>]+)/g)].map((m) => m[1]);
  return new Set([...sources, ...jsonListIn(indexHtml, SHELL_ENTRIES)]);
}

/**
 * What a route's page adds to its head: the list of files to preload (except those `indexHtml`
 * loads already) and the runtime config with the remote entries.
 * @param {object} input
 * @param {string} input.indexHtml the live shell's index.html
 * @param {string} input.route
 * @param {{ shell: ShellBuild, remotes: Record<string, RemoteBuild> }} input.builds
 * @param {object} input.config the runtime config visitors get
 * @returns {string}
 */
export function preloadHead({ indexHtml, route, builds, config }) {
  const named = loadedBy(indexHtml);
  const files = preloadHints({ ...builds, route }).filter((hint) => !named.has(hint.href));
  const list = jsonBlock(PAGE_FILES, files);
  const entries = Object.fromEntries(Object.entries(builds.remotes).map(([key, remote]) => [key, remote.entry]));
  const inline = jsonBlock(RUNTIME_CONFIG, { ...config, entries });
  return list + inline;
}

/**
 * A URL as the value of a double-quoted attribute, its query as plain as HTML allows: `&` before an
 * alphanumeric name and `=` is never read as a character reference in an attribute (HTML's named
 * character reference state), so it stays as it is and whoever reads the page without decoding it
 * (bench/lib/named-files.mjs) finds the very URL; any other `&`, `"` and `<` are escaped.
 * @param {string} url
 */
const urlAttribute = (url) =>
  url
    .replace(/&(?![A-Za-z0-9]*=)/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;');

/**
 * The address of a read on the backend made without supabase-js: `path` on the project URL, with the
 * public anon key as the `apikey` query parameter (Supabase's gateway accepts it there, as the local
 * backend does). The page's own request is built the same way, character for character
 * (mfe-knowledge-hub/src/features/resources/api/backend-request.ts), or the browser would not reuse
 * the preload.
 * @param {{ url: string, publishableKey: string }} backend the runtime config's `supabase`
 * @param {string} path
 */
export function backendRequestUrl(backend, path) {
  const base = backend.url.trim().replace(/\/+$/, '');
  return `${base}${path}${path.includes('?') ? '&' : '?'}apikey=${encodeURIComponent(backend.publishableKey)}`;
}

/**
 * `<link rel="preload" as="fetch" crossorigin="anonymous">` for every backend read the route's page
 * makes as it starts (its live release's page-requests.json), at the address of the runtime
 * config's backend: the browser starts them with the page. `crossorigin="anonymous"` is the mode and
 * credentials of the page's plain `fetch(url)` (cors, none across origins), which then takes the
 * preloaded answer instead of asking again. '' when the page asks nothing, or there is no backend.
 * @param {object} input
 * @param {string} input.route
 * @param {{ shell: ShellBuild, remotes: Record<string, RemoteBuild> }} input.builds
 * @param {{ supabase?: { url: string, publishableKey: string } }} input.config the runtime config visitors get
 * @returns {string}
 */
export function dataPreloads({ route, builds, config }) {
  const page = pageOf(builds.shell.chunkMap, route);
  const requests = (page && builds.remotes[page.remote]?.pageRequests?.[page.module]) || [];
  const backend = config.supabase;
  if (!backend?.url || !backend.publishableKey) return '';
  return requests
    .filter((request) => typeof request?.path === 'string' && request.path.startsWith('/'))
    .map(
      (request) =>
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${urlAttribute(backendRequestUrl(backend, request.path))}">`,
    )
    .join('');
}
