// Packages shipped more than once: every JS file a visitor actually loads (all routes visited)
// is read with its source map, and a package counts when one of its modules is bundled into two
// or more of those files. Shared fallbacks that the federation runtime never loads don't count.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE } from 'release';

/** Folders whose modules count as packages of their own: every bundle's package, shared-ui and the benchmark. */
const WORKSPACES = [...SITE.bundleList.map((bundle) => bundle.packageDir), 'shared-ui', 'bench'];

/**
 * `react-dom/cjs/x.js` -> { pkg: 'react-dom', module: 'react-dom/cjs/x.js' }; null for webpack's own runtime.
 * @param {string} source a source map's entry
 * @returns {{ pkg: string, module: string } | null}
 */
export function packageOf(source) {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/[?#].*$/, '');
  const index = clean.lastIndexOf('node_modules/');
  if (index >= 0) {
    const module = clean.slice(index + 'node_modules/'.length);
    const [first = '', second] = module.split('/');
    const pkg = first.startsWith('@') ? `${first}/${second}` : first;
    return { pkg, module };
  }
  for (const name of WORKSPACES) {
    const at = clean.indexOf(`${name}/`);
    if (at === 0 || (at > 0 && clean[at - 1] === '/')) return { pkg: name, module: clean.slice(at) };
  }
  return null;
}

/** @typedef {{ pkg: string, files: string[], modules: number }} Duplicate a package and the files that each ship it */

/**
 * @param {string[]} urls JS files loaded by the browser
 * @param {(url: string) => string | null} fileOf local path of a served URL
 * @returns {Duplicate[]}
 */
export function duplicatedPackages(urls, fileOf) {
  /** @type {Map<string, { pkg: string, files: Set<string> }>} */
  const filesByModule = new Map();
  for (const url of new Set(urls)) {
    const file = fileOf(url);
    if (!file || !existsSync(`${file}.map`)) continue;
    const { sources } = /** @type {{ sources: string[] }} */ (JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    const label = `${new URL(url).port}/${path.basename(file)}`;
    for (const source of sources) {
      const found = packageOf(source);
      if (!found) continue;
      const entry = filesByModule.get(found.module) ?? { pkg: found.pkg, files: new Set() };
      entry.files.add(label);
      filesByModule.set(found.module, entry);
    }
  }
  /** @type {Map<string, { pkg: string, files: Set<string>, modules: number }>} */
  const byPackage = new Map();
  for (const { pkg, files } of filesByModule.values()) {
    if (files.size < 2) continue;
    const entry = byPackage.get(pkg) ?? { pkg, files: new Set(), modules: 0 };
    for (const f of files) entry.files.add(f);
    entry.modules += 1;
    byPackage.set(pkg, entry);
  }
  return [...byPackage.values()].map((e) => ({ pkg: e.pkg, files: [...e.files].sort(), modules: e.modules }));
}
