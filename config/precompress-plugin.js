/**
 * Writes beside each text file of a production browser build its brotli twin, `<file>.br`, at
 * brotli's best quality (11). The servers send the twin to a browser that accepts br
 * (packages/site-servers/src/http/precompressed.ts); on the fly they compress at quality 4, as quality 11 takes about
 * 0.6 s of CPU for the shell's main.js, far too long per request, and saves another 15 % of its bytes
 * on the wire (what a slow phone link waits for). Done once here, and kept in webpack's cache, so
 * a rebuild compresses only the files that changed.
 *
 * It runs after every other step that writes a file's bytes (minifying, the compile hints, source
 * maps, the real content hashes, the reports such as chunk-map.json), so a twin is exactly the file
 * that is written beside it. Source maps (fetched by developer tools only), images, fonts and video
 * (compressed already) and files under 1 KB (where it saves nothing worth a second file) get none;
 * nor does a file that brotli does not make smaller.
 */
const { promisify } = require('node:util');
const zlib = require('node:zlib');

// Which files get a twin, and its name, are the release layout's: the servers read them there too.
const { BROTLI_SUFFIX, isPrecompressible } = require('release-layout');

const NAME = 'PrecompressPlugin';
/** Smaller files get none (the compression middleware's own threshold: it leaves them as they are). */
const MIN_BYTES = 1024;

// The async API: the compression runs on libuv's threads, so the files are compressed on every core at once.
const brotliCompress = promisify(zlib.brotliCompress);

/**
 * The bytes of a twin: brotli at quality 11, in text mode, told the input's size.
 * @param {Buffer} bytes
 * @returns {Promise<Buffer>}
 */
function precompress(bytes) {
  return brotliCompress(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // Keyed by each file's content: a rebuild with the filesystem cache compresses only what changed.
      const cache = compilation.getCache(`${NAME}/q11`);
      // Last: after PROCESS_ASSETS_STAGE_REPORT (chunk-map.json) and every stage before it.
      const stage = Infinity;
      compilation.hooks.processAssets.tapPromise({ name: NAME, stage }, async () => {
        const files = compilation
          .getAssets()
          .filter(
            ({ name, source }) =>
              isPrecompressible(name) && source.size() >= MIN_BYTES && !compilation.getAsset(`${name}${BROTLI_SUFFIX}`),
          );
        await Promise.all(
          files.map(async ({ name, source, info }) => {
            const item = cache.getItemCache(name, cache.getLazyHashedEtag(source));
            /** @type {import('webpack').sources.Source | undefined} */
            let twin = await item.getPromise();
            if (!twin) {
              const bytes = source.buffer();
              const compressed = await precompress(bytes);
              if (compressed.length >= bytes.length) return;
              twin = new sources.RawSource(compressed);
              await item.storePromise(twin);
            }
            compilation.emitAsset(`${name}${BROTLI_SUFFIX}`, twin, info.immutable ? { immutable: true } : {});
          }),
        );
      });
    });
  }
}

module.exports = { PrecompressPlugin, precompress, MIN_BYTES };
