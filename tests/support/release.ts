import { execFile } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { releasePath } from 'release-layout';
import { MANIFEST_PATH, type SiteManifest, manifestFile, readSiteManifest } from 'site-manifest';
import { CACHE_DIRECTORY, cacheNamePrefix } from '../../config/webpack.base.js';
import shellChunkNames from '../../shell/chunk-names.js';
import { site } from './site';

/** The repository: release commands run from here. */
export const ROOT = path.resolve(__dirname, '../..');

/** The deployment target the end-to-end servers serve (scripts/e2e.mjs): releases go there. */
export function releaseTarget(): string {
  const target = process.env.E2E_RELEASE_TARGET_DIR;
  if (!target) throw new Error('E2E_RELEASE_TARGET_DIR is not set: run the end-to-end tests with "npm run test:e2e".');
  return target;
}

/** The live release of a bundle of the target (its live.json). */
export function liveVersion(bundle: string): string {
  return (JSON.parse(readFileSync(path.join(releaseTarget(), bundle, 'live.json'), 'utf8')) as { version: string })
    .version;
}

/** The chunk map of a bundle's live release (config/chunk-map-plugin.js). */
function liveChunkMap(bundle: string) {
  const dir = path.join(releaseTarget(), bundle, ...releasePath(liveVersion(bundle)).split('/'));
  return JSON.parse(readFileSync(path.join(dir, 'chunk-map.json'), 'utf8')) as {
    takeOver?: { files: string[] };
    provides: Record<string, { files: string[] }>;
  };
}
const liveShellChunkMap = () => liveChunkMap('shell');

/** The files in which the live remote releases carry their own copies of the shared packages. */
export function remoteSharedCopies(): string[] {
  return readSiteManifest().remotes.flatMap((bundle) =>
    Object.values(liveChunkMap(bundle.name).provides).flatMap((group) => group.files),
  );
}

/** The chunk of supabase-js in the live shell release (its chunk map: the build that provides it). */
export function supabaseJsChunk(): string {
  const map = liveShellChunkMap();
  const [file, ...more] = map.provides['@supabase/supabase-js']?.files ?? [];
  if (!file || more.length) throw new Error(`the live shell provides supabase-js as ${JSON.stringify(map.provides)}`);
  return file;
}

/**
 * The live shell's router: the chunk of its chunk map's `takeOver` named in shell/chunk-names.js,
 * which takes a served page over after the header. The federation
 * runtime, also in `takeOver`, is not part of it: the header's Contact Us loads its dialog with it.
 */
export function routerChunks(): string[] {
  const isRouter = shellChunkNames.chunkFilePattern(shellChunkNames.router);
  const files = (liveShellChunkMap().takeOver?.files ?? []).filter((file) => isRouter.test(file));
  if (!files.length) throw new Error('the live shell release names no router chunk (chunk-map.json takeOver)');
  return files;
}

/** Files of the repository a package's build reads beside its own folder (../config, ../shared-ui, …). */
const WORKSPACE_LINKS = ['config', 'local-backend', 'node_modules', 'package.json', 'supabase', 'tsconfig.base.json'];

/**
 * `to` as `from` seen through links, except the one file `keep`, which is a copy: the folders on its
 * way are real, everything else links to the repository.
 */
function linkAllBut(from: string, to: string, keep: string): void {
  mkdirSync(to, { recursive: true });
  const [first, ...rest] = keep.split('/');
  for (const name of readdirSync(from)) {
    if (name !== first) symlinkSync(path.join(from, name), path.join(to, name));
    else if (rest.length) linkAllBut(path.join(from, name), path.join(to, name), rest.join('/'));
    else copyFileSync(path.join(from, name), path.join(to, name));
  }
}

/** The site manifest of a copy's workspace: its own file (copyBundleSource), to change for that copy only. */
function manifestOfCopy(packageFolder: string): string {
  return manifestFile(path.dirname(packageFolder));
}

/**
 * A private copy of a bundle's package, to change before releasing it without touching the
 * repository: in the ignored .local/ folder, beside links to what its webpack config reads.
 * @returns the copied package folder, for `--source`
 */
export function copyBundleSource(packageDir: 'mfe-marketing' | 'mfe-knowledge-hub' | 'mfe-staff'): string {
  const workRoot = path.join(ROOT, '.local/release-work');
  mkdirSync(workRoot, { recursive: true });
  const workspace = mkdtempSync(path.join(workRoot, `${packageDir}-`));
  for (const name of WORKSPACE_LINKS) symlinkSync(path.join(ROOT, name), path.join(workspace, name));
  // shared-ui linked too, but for the site manifest, which the copy's build reads its exposes from.
  linkAllBut(path.join(ROOT, 'shared-ui'), path.join(workspace, 'shared-ui'), MANIFEST_PATH.slice('shared-ui/'.length));
  const from = path.join(ROOT, packageDir);
  cpSync(from, path.join(workspace, packageDir), {
    recursive: true,
    filter: (source) => !/^(node_modules|dist)(\/|$)/.test(path.relative(from, source)),
  });
  return path.join(workspace, packageDir);
}

/**
 * Removes a copy made by copyBundleSource (its workspace folder, links included, never their
 * targets) and the webpack caches its builds wrote (config/webpack.base.js).
 */
export function removeBundleSource(packageFolder: string): void {
  const prefix = cacheNamePrefix(packageFolder);
  for (const name of existsSync(CACHE_DIRECTORY) ? readdirSync(CACHE_DIRECTORY) : [])
    if (name.startsWith(prefix)) rmSync(path.join(CACHE_DIRECTORY, name), { recursive: true, force: true });
  rmSync(path.dirname(packageFolder), { recursive: true, force: true });
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces a visible text in a copied package's src/: where it is JSX text (`>text<`), else where
 * it is a string literal (data modules) other than a page title. Throws when it is nowhere.
 */
export function replaceVisibleText(packageFolder: string, from: string, to: string): void {
  const files = sourceFiles(path.join(packageFolder, 'src'));
  const jsxText = new RegExp(`>(\\s*)${escape(from)}(\\s*)<`, 'g');
  const literal = new RegExp(`(?<!pageTitle\\()(['"\`])${escape(from)}\\1`, 'g');
  for (const pattern of [jsxText, literal]) {
    let replaced = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const next = text.replace(pattern, (match, a: string, b: string) =>
        pattern === jsxText ? `>${a}${to}${b}<` : `${a}${to}${a}`,
      );
      if (next !== text) {
        writeFileSync(file, next);
        replaced += 1;
      }
    }
    if (replaced) return;
  }
  throw new Error(`"${from}" is not a text of ${packageFolder}/src`);
}

/** Removes `<module>` (a route's page, or another exposed module) from a copy's site manifest: its build no longer exposes it. */
export function removeExposedModule(packageFolder: string, module: string): void {
  const file = manifestOfCopy(packageFolder);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as SiteManifest;
  const bundle = manifest.bundles.find((b) => b.package === path.basename(packageFolder));
  const routes = bundle?.routes?.filter((route) => route.module !== module) ?? [];
  const exposes = Object.fromEntries(Object.entries(bundle?.exposes ?? {}).filter(([name]) => name !== module));
  const removed = routes.length !== (bundle?.routes?.length ?? 0) || module in (bundle?.exposes ?? {});
  if (!bundle || !removed) {
    throw new Error(`${file} does not expose ${module} from ${path.basename(packageFolder)}`);
  }
  Object.assign(bundle, { routes, exposes });
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

export interface CommandResult {
  code: number;
  output: string;
}

/** A Chromium path that leads nowhere: what needs no browser must work with it. */
export const NO_BROWSER = '/nonexistent/chromium';

/**
 * Runs `node scripts/<command>.mjs <args>` against the end-to-end target (or the target `targetEnv`
 * names), as `npm run <command> -- <args>` would.
 * A rollback runs with no browser: it renders its first screens in Node.
 */
export function releaseCommand(
  command: 'release' | 'rollback' | 'releases' | 'promote',
  args: string[],
  targetEnv: Record<string, string> = { RELEASE_TARGET_DIR: releaseTarget() },
): Promise<CommandResult> {
  const env = {
    ...process.env,
    // The release journal of this run's backend (what /staff/releases reads).
    SUPABASE_URL: site.backend,
    SUPABASE_SECRET_KEY: site.secretKey,
    ...targetEnv,
    ...(command === 'rollback' ? { CHROMIUM_PATH: NO_BROWSER } : {}),
  };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, `scripts/${command}.mjs`), ...args],
      { cwd: ROOT, env, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}\n${stderr}` });
      },
    );
  });
}
