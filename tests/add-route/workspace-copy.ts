import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readSiteManifest } from 'site-manifest';
import { platformPackages } from '../../config/workspaces.js';

/** The repository. */
export const ROOT = path.resolve(__dirname, '../..');

/**
 * What a release needs of the repository, copied: the workspace packages (the platform packages with
 * their builds: the release commands work on the repository they are part of), the build and
 * release code, and supabase/ (shared-ui hands on its types and the leads filter).
 */
const COPIED = ['config', 'scripts', 'shared-ui', 'supabase', 'packages', 'package.json', 'tsconfig.base.json'];

/**
 * A copy of the repository in a temporary folder, with each bundle's current production build
 * (its dist/, which `npm start` publishes first) and a node_modules that links every dependency to
 * the repository's but the workspace packages to the copy's, so the copy builds from its own files.
 */
export function copyWorkspace(): string {
  const site = readSiteManifest();
  const copy = mkdtempSync(path.join(tmpdir(), 'add-route-'));
  const packages = site.bundleList.map((bundle) => bundle.packageDir);
  for (const name of [...COPIED, ...packages]) {
    cpSync(path.join(ROOT, name), path.join(copy, name), {
      recursive: true,
      filter: (source) => !/[\\/](node_modules|\.local)([\\/]|$)/.test(path.relative(ROOT, source)),
    });
  }
  const modules = path.join(copy, 'node_modules');
  mkdirSync(modules);
  // Each workspace package by its name in node_modules: the bundles and shared-ui by their folder.
  const workspaces = new Map([
    ...['shared-ui', ...packages].map((dir): [string, string] => [dir, dir]),
    ...platformPackages(ROOT).map(({ name, dir }): [string, string] => [name, dir]),
  ]);
  for (const name of readdirSync(path.join(ROOT, 'node_modules'))) {
    const dir = workspaces.get(name);
    const target = dir ? path.join(copy, dir) : path.join(ROOT, 'node_modules', name);
    symlinkSync(target, path.join(modules, name));
  }
  return copy;
}

export function removeWorkspace(copy: string): void {
  rmSync(copy, { recursive: true, force: true });
}
