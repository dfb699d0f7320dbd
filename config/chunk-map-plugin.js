/**
 * Writes `chunk-map.json` beside a build: which files load together and which shared packages
 * they consume before they run. The served pages name those files in their head
 * (packages/prerender/src/preload-hints.ts), so the browser fetches them in parallel instead of
 * finding them one round trip at a time.
 *
 *   start     the entry point and its async boundary (`import('./bootstrap')`): what the shell's
 *             header waits for
 *   takeOver  the named async chunks the start loads at once to take a served page over (the
 *             shell's router), fetched after the start
 *   exposes   per exposed module (name without './'): its own chunks
 *   provides  per shared package this build provides: the chunks of its module (a host without
 *             the federation plugin: of its lazy import, config/host-shared-loader.js)
 *   pages     what the package passes in (the shell: route -> remote module)
 *
 * Each group is `{ files, consumes }`: files relative to the build folder, and the share keys of
 * the shared modules its chunks consume (loaded before the chunk runs).
 */
const NAME = 'ChunkMapPlugin';

/**
 * @typedef {import('webpack').Module} Module
 * @typedef {Module & { _name: string }} ProvideSharedModule what webpack's ProvideSharedModule keeps
 * @typedef {Module & { options: { shareKey: string } }} ConsumeSharedModule
 * @typedef {{ files: string[], consumes: string[] }} ChunkGroupFiles
 * @typedef {object} ChunkMap
 * @property {ChunkGroupFiles} start
 * @property {ChunkGroupFiles} [takeOver]
 * @property {Record<string, ChunkGroupFiles>} exposes
 * @property {Record<string, ChunkGroupFiles>} provides
 * @property {unknown} [pages]
 */

/**
 * The modules webpack has concatenated into `module` (a ConcatenatedModule), or none.
 * @param {Module} module @returns {Module[]}
 */
const concatenatedInto = (module) => /** @type {Module & { modules?: Module[] }} */ (module).modules ?? [];

/** @param {Module | null | undefined} module @returns {string | undefined} its file, if any */
const resourceOf = (module) => /** @type {Module & { resource?: string }} */ (module ?? {}).resource;

/** @param {import('webpack').Dependency} dependency @returns {string | undefined} what it imports */
const requestOf = (dependency) =>
  /** @type {import('webpack').Dependency & { request?: string }} */ (dependency).request;

/** @param {Module | null | undefined} module @returns {string | undefined} its webpack class */
const kindOf = (module) => module?.constructor?.name;

/**
 * @typedef {object} ChunkMapOptions
 * @property {Record<string, string>} [exposes] the bundle's exposed modules
 * @property {unknown} [pages] passed through (the shell: route -> remote module)
 * @property {string[]} [takeOver] names of async chunks (`webpackChunkName`) listed as `takeOver`
 * @property {string} [runtimeHost] a host without the federation plugin: the module with a lazy
 *   import of each package it gives (config/host-shared-loader.js), whose chunks it `provides`
 */

class ChunkMapPlugin {
  /** @param {ChunkMapOptions} [options] */
  constructor(options = {}) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const map = chunkMapOf(compilation, this.options);
        compilation.emitAsset('chunk-map.json', new sources.RawSource(`${JSON.stringify(map, null, 2)}\n`));
      });
    });
  }
}

/**
 * @param {import('webpack').Compilation} compilation
 * @param {ChunkMapOptions} options
 * @returns {ChunkMap}
 */
function chunkMapOf(compilation, options) {
  const { chunkGraph } = compilation;
  /** @param {import('webpack').ChunkGroup[]} chunkGroups @returns {ChunkGroupFiles} */
  const group = (chunkGroups) => {
    const chunks = new Set(chunkGroups.flatMap((g) => g.chunks));
    /** @type {Set<string>} */
    const files = new Set();
    /** @type {Set<string>} */
    const consumes = new Set();
    for (const chunk of chunks) {
      for (const file of chunk.files) if (/\.(m?js|css)$/.test(file)) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (kindOf(module) === 'ConsumeSharedModule') {
          consumes.add(/** @type {ConsumeSharedModule} */ (module).options.shareKey);
        }
      }
    }
    return { files: [...files].sort(), consumes: [...consumes].sort() };
  };

  const entry = compilation.entrypoints.get('main');
  // The entry point's own modules (src/index.ts), with what webpack has concatenated into it: an
  // import's origin is the module that wrote it.
  const entryModules = new Set(
    (entry?.chunks ?? [])
      .flatMap((chunk) => [...chunkGraph.getChunkEntryModulesIterable(chunk)])
      .flatMap((module) => [module, ...concatenatedInto(module)]),
  );
  /** @type {import('webpack').ChunkGroup[]} */
  const boundary = [];
  /** @type {Record<string, ChunkGroupFiles>} */
  const exposes = {};
  /** @type {Record<string, ChunkGroupFiles>} */
  const provides = {};
  // An exposed module's chunk group is named after it (`./home-page` -> `__federation_expose_home_page`).
  const exposeByGroup = new Map(
    Object.keys(options.exposes ?? {}).map((key) => {
      const name = key.replace(/^\.\//, '');
      return [`__federation_expose_${name.replace(/[^a-zA-Z0-9]/g, '_')}`, name];
    }),
  );
  for (const chunkGroup of compilation.chunkGroups) {
    for (const origin of chunkGroup.origins) {
      const kind = kindOf(origin.module);
      const exposed = exposeByGroup.get(chunkGroup.name ?? '');
      if (kind === 'ProvideSharedModule') {
        provides[/** @type {ProvideSharedModule} */ (origin.module)._name] = group([chunkGroup]);
      } else if (kind === 'ContainerEntryModule' && exposed) {
        exposes[exposed] = group([chunkGroup]);
      } else if (origin.module && entryModules.has(origin.module) && kind !== 'ConsumeSharedModule') {
        boundary.push(chunkGroup);
      }
    }
  }
  for (const module of compilation.modules) {
    // An eager shared package is inside the entry: nothing more to load for it.
    if (kindOf(module) === 'ProvideSharedModule') {
      const name = /** @type {ProvideSharedModule} */ (module)._name;
      if (!provides[name]) provides[name] = group([]);
    }
    // A runtime host gives each package by a lazy import: that import's chunks, or none when the
    // package is part of the start already.
    for (const inner of [module, ...concatenatedInto(module)]) {
      if (!options.runtimeHost || resourceOf(inner) !== options.runtimeHost) continue;
      for (const block of inner.blocks) {
        const chunkGroup = chunkGraph.getBlockChunkGroup(block);
        for (const name of block.dependencies.map(requestOf)) {
          if (name) provides[name] = group(chunkGroup ? [chunkGroup] : []);
        }
      }
    }
  }
  const start = group([...(entry ? [entry] : []), ...boundary]);
  const takeOver = (options.takeOver ?? []).map((name) => {
    const chunkGroup = compilation.namedChunkGroups.get(name);
    if (!chunkGroup) throw new Error(`${NAME}: no chunk is named ${name} (webpackChunkName)`);
    return chunkGroup;
  });
  const takeOverGroup = group(takeOver);
  // Files of the start that webpack also counts in these chunk groups have been asked for already.
  takeOverGroup.files = takeOverGroup.files.filter((file) => !start.files.includes(file));
  return {
    start,
    ...(takeOver.length ? { takeOver: takeOverGroup } : {}),
    exposes,
    provides,
    ...(options.pages ? { pages: options.pages } : {}),
  };
}

module.exports = { ChunkMapPlugin, chunkMapOf };
