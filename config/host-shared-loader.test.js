const path = require('node:path');
const { hostSharedCode } = require('./host-shared-loader');
const { hostManifest } = require('./host-manifest-plugin');
const { hostShares, federationShared, SHARE_STRATEGY, SUB_PATHS } = require('./federation-shared');
const { bundleOfPackage, readSiteManifest } = require('site-manifest');

const SHELL_DIR = path.resolve(__dirname, '../shell');
const SHELL_CONTAINER = bundleOfPackage(readSiteManifest(path.resolve(SHELL_DIR, '..')), SHELL_DIR).container;

/**
 * Runs the generated module against a stand-in for webpack's module system: `cache` holds the
 * modules that have run, `modules` every module by id (here: by request).
 * @param {Record<string, unknown>} modules @param {string[]} ran
 */
function runGenerated(modules, ran) {
  const cache = Object.fromEntries(ran.map((id) => [id, { exports: modules[id] }]));
  /** @type {string[]} */
  const imported = [];
  const requireStub = { cache, resolveWeak: (/** @type {string} */ request) => request };
  const load = (/** @type {string} */ request) => {
    imported.push(request);
    return Promise.resolve();
  };
  const body = hostSharedCode({ name: SHELL_CONTAINER, packageDir: SHELL_DIR })
    .replace(/\bimport\(/g, 'load(')
    .replace('export default', 'return');
  const result = new Function('require', '__webpack_require__', 'load', body)(
    requireStub,
    (/** @type {string} */ id) => modules[id],
    load,
  );
  return { options: result, imported };
}

describe('the options the shell starts its federation runtime with', () => {
  const keys = hostShares(SHELL_DIR).map((share) => share.key);
  const modules = Object.fromEntries(keys.map((key) => [key, { package: key }]));

  it("name the shell's container and every package of the shared list", () => {
    const { options } = runGenerated(modules, []);
    expect(options.name).toBe(SHELL_CONTAINER);
    expect(options.shareStrategy).toBe(SHARE_STRATEGY);
    expect(Object.keys(options.shared).sort()).toEqual([...keys].sort());
    const declared = Object.keys(federationShared({ packageDir: SHELL_DIR })).filter((key) => !key.endsWith('/'));
    expect(keys).toEqual(expect.arrayContaining([...declared, ...SUB_PATHS]));
  });

  it('give a package the shell has run as it is, counted as loaded', () => {
    const { options, imported } = runGenerated(modules, ['react']);
    expect(options.shared.react.lib()).toBe(modules.react);
    expect(options.shared.react.get).toBeUndefined();
    expect(options.shared.react.version).toBe(hostShares(SHELL_DIR).find((share) => share.key === 'react')?.version);
    expect(options.shared.react.shareConfig).toEqual({ singleton: true, requiredVersion: expect.any(String) });
    expect(imported).toEqual([]);
  });

  it('load any other on first use, by a lazy import of its own chunk', async () => {
    const { options, imported } = runGenerated(modules, []);
    expect(options.shared['framer-motion'].lib).toBeUndefined();
    const factory = await options.shared['framer-motion'].get();
    expect(imported).toEqual(['framer-motion']);
    expect(factory()).toBe(modules['framer-motion']);
  });
});

describe("the shell's mf-manifest.json", () => {
  it('lists the same packages with the version each compiles in, for the release checks', () => {
    const manifest = hostManifest({ name: 'shell', packageDir: SHELL_DIR });
    expect(manifest.name).toBe('shell');
    expect(manifest.shared).toEqual(
      hostShares(SHELL_DIR).map(({ key, version, requiredVersion }) =>
        expect.objectContaining({ name: key, version, requiredVersion, singleton: true }),
      ),
    );
    expect(manifest.exposes).toEqual([]);
  });
});
