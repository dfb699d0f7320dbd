// The npm packages a suite's tests import, installed outside the repository (in a folder of the
// checkout) with the versions the package's own package.json asks for.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The monorepo's pnpm catalog (`catalog:` in pnpm-workspace.yaml): package name to range. Only the
 * flat `name: range` lines of that one table are read.
 * @param {string} yaml
 * @returns {Record<string, string>}
 */
export function readCatalog(yaml) {
  /** @type {Record<string, string>} */
  const catalog = {};
  let inCatalog = false;
  for (const line of yaml.split('\n')) {
    if (/^\S/.test(line)) inCatalog = /^catalog:\s*$/.test(line);
    const entry = inCatalog ? /^\s+'?([^'\s:]+)'?:\s*(\S+)/.exec(line) : null;
    if (entry?.[1] && entry[2]) catalog[entry[1]] = entry[2];
  }
  return catalog;
}

/**
 * `name@range` for each package, the range from the package.json's dependencies or
 * devDependencies, a `catalog:` range from the monorepo's catalog; without one, any version.
 * @param {string[]} names
 * @param {{ dependencies?: Record<string, string>, devDependencies?: Record<string, string> }} pkg
 * @param {Record<string, string>} [catalog]
 */
export function installSpecs(names, pkg, catalog = {}) {
  return names.map((name) => {
    let range = pkg.dependencies?.[name] ?? pkg.devDependencies?.[name];
    if (range === 'catalog:') range = catalog[name];
    return !range || /^(catalog|workspace):/.test(range) ? name : `${name}@${range}`;
  });
}

/**
 * Installs what is missing of the suite's test packages into `depsDir/node_modules`.
 * @param {{ checkout: string, packageDir: string, depsDir: string, names: string[], log: (line: string) => void }} options
 */
export async function ensureTestDeps({ checkout, packageDir, depsDir, names, log }) {
  const missing = names.filter((n) => !existsSync(path.join(depsDir, 'node_modules', n, 'package.json')));
  if (missing.length === 0) return;
  const pkg = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8'));
  const workspace = await readFile(path.join(checkout, 'pnpm-workspace.yaml'), 'utf8').catch(() => '');
  const specs = installSpecs(missing, pkg, readCatalog(workspace));
  await mkdir(depsDir, { recursive: true });
  const manifest = path.join(depsDir, 'package.json');
  if (!existsSync(manifest)) await writeFile(manifest, '{ "name": "client-suites-deps", "private": true }\n');
  log(`npm install --prefix ${depsDir} ${specs.join(' ')}`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['install', '--prefix', depsDir, '--no-audit', '--no-fund', ...specs], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`Installing the suite's test packages failed (npm exit ${result.status})`);
}
