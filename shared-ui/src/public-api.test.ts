import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { workspaceDirs } from '../../config/workspaces.js';

const PACKAGE_DIR = path.resolve(__dirname, '..');
const ROOT = path.resolve(PACKAGE_DIR, '..');
const packageJson = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as {
  name: string;
  exports: Record<string, string>;
};

/** Where shared-ui's consumers live: every other workspace package and the root's own code. */
const CONSUMER_FOLDERS = [...workspaceDirs(ROOT).filter((dir) => dir !== 'shared-ui'), 'bench', 'config', 'scripts'];
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', '.local', '.cache']);
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return SOURCE.test(entry.name) ? [file] : [];
  });
}

/** `a, type B, c as d` -> ['a', 'B', 'c'] (comments dropped). */
function names(list: string): string[] {
  return list
    .replace(/\/\/.*$/gm, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(',')
    .map(
      (part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0] ?? '',
    )
    .filter(Boolean);
}

/** Entry ('shared-ui', 'shared-ui/dialog', …) -> the names other packages import from it. */
function importedNames(): Map<string, Set<string>> {
  const imported = new Map<string, Set<string>>();
  const entryName = new RegExp(`^${packageJson.name}(/[\\w-]+)?$`);
  const statement = /(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
  const whole = /(?:import|export)\s+(?:type\s+)?\*\s*(?:as\s+\w+\s*)?from\s*['"]([^'"]+)['"]/g;
  for (const folder of CONSUMER_FOLDERS) {
    for (const file of sourceFiles(path.join(ROOT, folder))) {
      const text = readFileSync(file, 'utf8');
      for (const [, list = '', from = ''] of text.matchAll(statement)) {
        if (!entryName.test(from)) continue;
        const set = imported.get(from) ?? new Set<string>();
        for (const name of names(list)) set.add(name);
        imported.set(from, set);
      }
      for (const [, from = ''] of text.matchAll(whole)) {
        if (entryName.test(from)) throw new Error(`${file} imports all of ${from}: name what it uses`);
      }
    }
  }
  return imported;
}

/** The names an entry file exports ('export { a, type B } from …' and 'export type { … } from …' only). */
function exportedNames(entryFile: string): string[] {
  const text = readFileSync(path.join(PACKAGE_DIR, entryFile), 'utf8');
  return [...text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)].flatMap(([, list = '']) => names(list));
}

/** The package's entries for pages and tests: `.`, `./dialog`, `./testing` (not package.json). */
const ENTRIES = Object.entries(packageJson.exports)
  .filter(([entry]) => !entry.endsWith('.json'))
  .map(([entry, file]) => ({ specifier: path.posix.join(packageJson.name, entry), file }));

describe("shared-ui's public entries", () => {
  const imported = importedNames();

  it.each(ENTRIES)('$specifier exports only what another package imports', ({ specifier, file }) => {
    const used = imported.get(specifier) ?? new Set<string>();
    const exported = exportedNames(file);
    expect(exported.length).toBeGreaterThan(0);
    expect(exported.filter((name) => !used.has(name))).toEqual([]);
  });

  it.each(ENTRIES)('$specifier names each export (no export *), so the check above sees all of them', ({ file }) => {
    expect(readFileSync(path.join(PACKAGE_DIR, file), 'utf8')).not.toMatch(/export\s+(type\s+)?\*/);
  });
});
