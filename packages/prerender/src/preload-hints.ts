// The files a route loads before its scripts take over, named in the head of its served page (the
// `#page-files` list, which the shell's page loader turns into preloads right after the first paint,
// shell/src/page-loader), so the browser asks for all of them at once instead of finding them one
// round trip at a time, and none of them competes with the first paint: the shell's
// start (its entry and `import('./bootstrap')`, marked `first`: the header waits for them alone), its
// router (the chunk map's `takeOver`), the route's remote entry and exposed module, and the
// chunks of every shared package those consume, from whichever build provides it (the shell
// provides them all). Read from the live releases (live-builds.ts).
//
// With the page comes its runtime config, with the remote entries the page names, so the shell
// neither fetches /runtime-config.json nor a remote's manifest before that remote's entry.
import {
  EMPTY_GROUP,
  type ChunkGroup,
  type ChunkMap,
  type ChunkPage,
  type LiveBuilds,
  type RemoteBuild,
} from './live-builds';
import { PAGE_FILES, RUNTIME_CONFIG, SHELL_ENTRIES, jsonBlock, jsonListIn, type PreloadHint } from './page-lists';

/** The `pages` of the shell's chunk map: route ('/' + path) -> { remote, module }. */
export function pageOf(shellChunkMap: ChunkMap, route: string): ChunkPage | null {
  const wanted = route.replace(/^\/+|\/+$/g, '');
  return (shellChunkMap.pages ?? []).find((page) => page.path === wanted) ?? null;
}

/** The URL of a file of a build served from `base` (a folder URL, or a path such as `/releases/v1/`). */
const urlIn = (base: string, file: string) => `${base}${file}`;

/** How the browser is told to fetch a file, as webpack will load it: a plain (no-cors) script or style. */
function hintFor(url: string): PreloadHint {
  return { href: url, as: /\.css(\?|$)/.test(url) ? 'style' : 'script' };
}

/** A live manifest names files inside `releases/<version>/`; the remote's base is that folder already. */
const stripRelease = (remote: RemoteBuild) => (file: string) =>
  remote.releasePrefix && file.startsWith(remote.releasePrefix) ? file.slice(remote.releasePrefix.length) : file;

/** The files a route needs before take-over, in the order the shell asks for them. */
export function preloadHints({ shell, remotes, route }: LiveBuilds & { route: string }): PreloadHint[] {
  const urls: string[] = [];
  const add = (base: string, files: string[]) => {
    for (const file of files) urls.push(urlIn(base, file));
  };
  const consumed: string[] = [];
  const take = (base: string, group: ChunkGroup) => {
    add(base, group.files);
    consumed.push(...group.consumes);
  };
  const seen = new Set<string>();
  let remote: RemoteBuild | null = null;
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

/** The files a page's own markup names already: `src` attributes and its `#shell-entries` list. */
function loadedBy(indexHtml: string): Set<string> {
  const sources = [...indexHtml.matchAll(/\ssrc=["']?([^"'\s>]+)/g)].map((m) => m[1] ?? '');
  return new Set([...sources, ...jsonListIn(indexHtml, SHELL_ENTRIES)]);
}

/** What preloadHead adds to a route's page. */
export interface PreloadHeadInput {
  /** The live shell's index.html. */
  indexHtml: string;
  route: string;
  builds: LiveBuilds;
  /** The runtime config visitors get. */
  config: object;
}

/**
 * What a route's page adds to its head: the list of files to preload (except those `indexHtml`
 * loads already) and the runtime config with the remote entries.
 */
export function preloadHead({ indexHtml, route, builds, config }: PreloadHeadInput): string {
  const named = loadedBy(indexHtml);
  const files = preloadHints({ ...builds, route }).filter((hint) => !named.has(hint.href));
  const list = jsonBlock(PAGE_FILES, files);
  const entries = Object.fromEntries(Object.entries(builds.remotes).map(([key, remote]) => [key, remote.entry]));
  const inline = jsonBlock(RUNTIME_CONFIG, { ...config, entries });
  return list + inline;
}
