// The live builds a page's head names files of, read from the live releases: each remote's live
// mf-manifest.json and every release's chunk-map.json (config/chunk-map-plugin.js) and
// page-requests.json (the remote's webpack.config.js). Where the releases are is the caller's (a
// deployment target's layout); what they hold is read here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { releasePath } from 'release-layout';
import type { Bundle } from 'site-manifest';
import { BUILT_IN_REMOTES, SHELL_BUNDLE } from './site';

/** Files of a build and the shared packages they consume. */
export interface ChunkGroup {
  files: string[];
  consumes: string[];
}

/** A route of the shell's chunk map: its path without slashes, and the remote module that renders it. */
export interface ChunkPage {
  path: string;
  remote: string;
  module: string;
}

/** A release's chunk-map.json (config/chunk-map-plugin.js). */
export interface ChunkMap {
  start: ChunkGroup;
  takeOver?: ChunkGroup;
  exposes: Record<string, ChunkGroup>;
  provides: Record<string, ChunkGroup>;
  pages?: ChunkPage[];
}

export interface ExposedAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}

/** The parts of a remote's mf-manifest.json read here. */
export interface RemoteManifest {
  metaData: { remoteEntry: { path: string; name: string } };
  exposes?: { name: string; assets?: ExposedAssets }[];
}

export interface ShellBuild {
  base: string;
  chunkMap: ChunkMap;
}

/**
 * A GET of `path` on the backend (the Supabase project URL), with the anon key as its `apikey`
 * query parameter and no headers (backendRequestUrl).
 */
export interface PageRequest {
  path: string;
}

/** By exposed module: what page-requests.json holds. */
export type PageRequests = Record<string, PageRequest[]>;

export interface RemoteBuild {
  /** URL of the release folder. */
  base: string;
  /** URL of its remoteEntry.js. */
  entry: string;
  /** The folder its live manifest names files in. */
  releasePrefix?: string;
  manifest: RemoteManifest;
  chunkMap: ChunkMap;
  /** The release's page-requests.json, if it has one. */
  pageRequests?: PageRequests;
}

/** The live builds of the shell and of each remote, by remote key (runtime config). */
export interface LiveBuilds {
  shell: ShellBuild;
  remotes: Record<string, RemoteBuild>;
}

/** Where the releases are. */
export interface ReleaseReader {
  /** A local folder with every file of a release. */
  dir: (bundle: Bundle, version: string) => Promise<string>;
  /** The text of a bundle's live entry (its live pointer). */
  entryText: (bundle: Bundle) => Promise<string | null>;
}

const readJsonFile = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
export const EMPTY_GROUP: ChunkGroup = { files: [], consumes: [] };
/** A release built before chunk maps existed: its page names only what the manifests say. */
const NO_CHUNK_MAP: ChunkMap = { start: EMPTY_GROUP, exposes: {}, provides: {} };

const readChunkMap = (dir: string): ChunkMap => {
  try {
    return readJsonFile(path.join(dir, 'chunk-map.json')) as ChunkMap;
  } catch {
    return NO_CHUNK_MAP;
  }
};

/**
 * A release's page-requests.json (written by the remote's webpack.config.js); none in a release
 * built before it existed, or of a remote whose pages ask the backend nothing as they start.
 */
const readPageRequests = (dir: string): PageRequests => {
  try {
    return readJsonFile(path.join(dir, 'page-requests.json')) as PageRequests;
  } catch {
    return {};
  }
};

/** What readLiveBuilds reads. */
export interface LiveBuildsInput {
  releases: ReleaseReader;
  /** The runtime config: the manifest URL of each remote key. */
  config: { remotes: Record<string, string> };
  /** Live release of each bundle, by folder name. */
  versions: Record<string, string>;
  /** A remote's entry text when it is not its live pointer's (a candidate's, pointer.ts liveEntryText), by bundle name. */
  entryTexts?: Record<string, string>;
}

/** Reads the live builds for preloadHints, through `releases`. */
export async function readLiveBuilds({
  releases,
  config,
  versions,
  entryTexts = {},
}: LiveBuildsInput): Promise<LiveBuilds> {
  const shellVersion = versions[SHELL_BUNDLE.name];
  if (!shellVersion) throw new Error('no live release of the shell');
  const shell = {
    base: `/${releasePath(shellVersion)}/`,
    chunkMap: readChunkMap(await releases.dir(SHELL_BUNDLE, shellVersion)),
  };
  const remotes: Record<string, RemoteBuild> = {};
  for (const bundle of BUILT_IN_REMOTES) {
    const version = versions[bundle.name];
    if (!version) throw new Error(`no live release of ${bundle.name}`);
    const entryText = entryTexts[bundle.name] ?? (await releases.entryText(bundle));
    if (entryText === null) throw new Error(`${bundle.name} has no live ${bundle.entry}`);
    const manifest = JSON.parse(entryText) as RemoteManifest;
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
