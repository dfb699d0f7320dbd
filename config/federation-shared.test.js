const { mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const semver = require('semver');
const { federationShared, hostShares, SINGLETONS, SUB_PATHS } = require('./federation-shared');
const { readSiteManifest } = require('site-manifest');

const sharedUi = require('../shared-ui/package.json');

/** The version npm installed (where webpack finds it: the workspace's node_modules). @param {string} name */
const installedVersion = (name) =>
  JSON.parse(readFileSync(path.join(__dirname, '../node_modules', name, 'package.json'), 'utf8')).version;

/** A package folder holding only this package.json. @param {object} fields @returns {string} */
function packageWith(fields) {
  const dir = mkdtempSync(path.join(tmpdir(), 'federation-shared-'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'some-bundle', ...fields }));
  return dir;
}

/**
 * The requiredVersion of one shared key, or a failure naming it.
 * @param {ReturnType<typeof federationShared>} shared @param {string} key
 */
function requiredVersionOf(shared, key) {
  const entry = shared[key];
  if (!entry) throw new Error(`the shared config has no "${key}"`);
  return entry.requiredVersion;
}

describe('federationShared', () => {
  /** @type {string[]} */
  const dirs = [];
  /** @param {object} fields */
  const packageDir = (fields) => {
    const dir = packageWith(fields);
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("takes each singleton's requiredVersion from the package being built, its sub-paths too", () => {
    const shared = federationShared({
      packageDir: packageDir({ dependencies: { react: '^19.9.9', 'shared-ui': '^1.0.0' } }),
    });
    expect(shared.react?.requiredVersion).toBe('^19.9.9');
    expect(shared['react/']?.requiredVersion).toBe('^19.9.9');
    expect(shared['shared-ui']?.requiredVersion).toBe('^1.0.0');
    expect(shared['shared-ui/dialog']?.requiredVersion).toBe('^1.0.0');
  });

  it('takes what the bundle uses only through shared-ui (not what only its tests import) from shared-ui', () => {
    const shared = federationShared({
      packageDir: packageDir({
        dependencies: { 'shared-ui': sharedUi.version },
        devDependencies: { '@radix-ui/react-dialog': '^9.0.0' },
      }),
    });
    expect(shared['@radix-ui/react-dialog']?.requiredVersion).toBe(sharedUi.peerDependencies['@radix-ui/react-dialog']);
    expect(shared['framer-motion']?.requiredVersion).toBe(sharedUi.peerDependencies['framer-motion']);
  });

  it('refuses a package that does not declare shared-ui', () => {
    expect(() => federationShared({ packageDir: packageDir({ dependencies: { react: '^19.3.1' } }) })).toThrow(
      'neither some-bundle nor shared-ui declares shared-ui',
    );
  });

  it.each(readSiteManifest().bundleList.map((bundle) => bundle.packageDir))(
    '%s requires versions that the installed packages satisfy',
    (bundleDir) => {
      const shared = federationShared({ packageDir: bundleDir });
      for (const name of SINGLETONS) {
        const installed = installedVersion(name);
        expect({ name, ok: semver.satisfies(installed, requiredVersionOf(shared, name)) }).toEqual({ name, ok: true });
      }
      expect(semver.satisfies(sharedUi.version, requiredVersionOf(shared, 'shared-ui'))).toBe(true);
    },
  );
});

describe('hostShares', () => {
  it('gives each sub-path the bundles import with the version of its package', () => {
    const shares = new Map(hostShares('shell').map((share) => [share.key, share]));
    for (const key of SUB_PATHS) {
      const base = key.slice(0, key.indexOf('/', key.startsWith('@') ? key.indexOf('/') + 1 : 0));
      expect({ key, version: shares.get(key)?.version }).toEqual({ key, version: installedVersion(base) });
    }
    expect(shares.get('shared-ui')?.version).toBe(sharedUi.version);
  });
});
