// What `npm ci` on a fresh clone needs from package-lock.json to install without a warning
// ("invalid or damaged lockfile detected") on any platform. Regenerate it as docs/workspace.md says.
import { readFileSync } from 'node:fs';

/**
 * @typedef {{ version?: string, integrity?: string, resolved?: string, link?: boolean,
 *   optionalDependencies?: Record<string, string> }} LockEntry
 */

/** @type {{ packages: Record<string, LockEntry> }} */
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const entries = Object.entries(lock.packages).filter(([location, entry]) => location !== '' && !entry.link);
const installed = entries.filter(([location]) => location.includes('node_modules/'));

/**
 * Where Node would find `name` from the package at `location`: its own node_modules, then each one above.
 * @param {string} location
 * @param {string} name
 * @returns {string | null}
 */
function resolveIn(location, name) {
  for (let base = location; ;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return null;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

describe('package-lock.json', () => {
  it('names the version and integrity of every package, so npm ci never meets an entry it cannot install', () => {
    const incomplete = installed
      .filter(([, entry]) => !entry.version || !entry.integrity)
      .map(([location]) => location);
    expect(incomplete).toEqual([]);
  });

  it('holds no registry address (omit-lockfile-registry-resolved in .npmrc): any npm registry or mirror can serve it', () => {
    expect(installed.filter(([, entry]) => entry.resolved).map(([location]) => location)).toEqual([]);
  });

  it("lists every platform's build of a package with native binaries, not only this machine's", () => {
    const missing = entries.flatMap(([location, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolveIn(location, name))
        .map((name) => `${location} -> ${name}`),
    );
    expect(missing).toEqual([]);
    expect(resolveIn('node_modules/@swc/core', '@swc/core-darwin-arm64')).toBe('node_modules/@swc/core-darwin-arm64');
  });
});
