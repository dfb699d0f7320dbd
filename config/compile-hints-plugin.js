/**
 * Marks the scripts a page runs as soon as they arrive with V8's compile hint, the magic comment
 * `//# allFunctionsCalledOnLoad` (https://v8.dev/blog/explicit-compile-hints). The browser then
 * compiles all their functions while it downloads them, on a background thread, instead of each
 * on the main thread when it is first called: on the phone profile that compiling made the start's
 * tasks long. Those scripts are what chunk-map.json lists under `start` (the shell's main.js and its
 * async boundary, with the shared packages it consumes: react-dom), `takeOver` (the shell's router)
 * and `exposes` (each exposed module's chunks: a page, or a dialog, which runs at
 * once when it is opened), and every entry point's own file (a remote's remoteEntry.js). Shared
 * code that may never run (supabase-js, the dialogs' common parts) is left to compile when it is
 * first called.
 */
const { chunkMapOf } = require('./chunk-map-plugin');

const NAME = 'CompileHintsPlugin';
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  /** @param {import('./chunk-map-plugin').ChunkMapOptions} [options] */
  constructor(options = {}) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After minifying (which drops comments), before the source maps are written (which then
      // account for the added line).
      const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      compilation.hooks.processAssets.tap({ name: NAME, stage }, () => {
        for (const file of hintedFiles(compilation, this.options)) {
          compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}

/**
 * @param {import('webpack').Compilation} compilation
 * @param {import('./chunk-map-plugin').ChunkMapOptions} options
 * @returns {Set<string>} the JavaScript files to mark
 */
function hintedFiles(compilation, options) {
  const map = chunkMapOf(compilation, options);
  // The packages the start consumes, and what those consume in turn: loaded and run with it.
  const consumed = new Set(map.start.consumes);
  for (const key of consumed) for (const next of map.provides[key]?.consumes ?? []) consumed.add(next);
  const entryFiles = [...compilation.entrypoints.values()].flatMap((entry) => [...entry.getEntrypointChunk().files]);
  return new Set(
    [
      ...map.start.files,
      ...[...consumed].flatMap((key) => map.provides[key]?.files ?? []),
      ...(map.takeOver?.files ?? []),
      ...Object.values(map.exposes).flatMap((group) => group.files),
      ...entryFiles,
    ].filter((file) => file.endsWith('.js') && compilation.getAsset(file)),
  );
}

module.exports = { CompileHintsPlugin, COMPILE_HINT };
