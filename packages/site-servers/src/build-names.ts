// The names a build gives its files, as the webpack build defines them in config/ (CommonJS shared
// with webpack): the brotli twin beside a text file, and the folder of a Node build. Read from
// there, so the servers and the build never disagree.

/** config/precompress-plugin.js, as it exports the names of twins. */
interface PrecompressNames {
  BROTLI_SUFFIX: string;
  isPrecompressible: (file: string) => boolean;
}

// A path out of the package, at the same depth below it in src/ and dist/, so both find config/:
// the names are the webpack build's, and config/ is no package to import by name.
// eslint-disable-next-line @typescript-eslint/no-require-imports, packages/zones -- the build's own names (above)
const precompress = require('../../../config/precompress-plugin.js') as PrecompressNames;

/** A twin is its file's name with this appended (`main.3f2a.js.br`). */
export const BROTLI_SUFFIX = precompress.BROTLI_SUFFIX;

/** True for a file name of a kind the build writes a twin for (not a twin itself). */
export const isPrecompressible = (file: string): boolean => precompress.isPrecompressible(file);

/** The folder of a build, and of each release, that holds its Node build: published, never served. */
// eslint-disable-next-line @typescript-eslint/no-require-imports, packages/zones -- the build's own names (above)
export const NODE_BUILD_DIR = require('../../../config/node-build-dir.js') as string;
