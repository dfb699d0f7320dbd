// What a release's folder holds besides the browser's files, named once for the build that writes
// it (config/webpack.node.js, config/precompress-plugin.js), the servers that must not serve or must
// prefer a file, and the renderer that loads the Node build.

/** The folder of a build, and of each release, that holds its Node build: published, never served. */
export const NODE_BUILD_DIR = 'node';

/** A brotli twin is its file's name with this appended (`main.3f2a.js.br`). */
export const BROTLI_SUFFIX = '.br';

/** The kinds of file that get a twin: text a page loads. */
const PRECOMPRESSED_EXTENSIONS = ['.js', '.css', '.json', '.svg', '.html', '.txt'];

/** True for a file name of a kind that gets a twin (not a twin itself, not a source map). */
export function isPrecompressible(file: string): boolean {
  const name = file.slice(file.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 && PRECOMPRESSED_EXTENSIONS.includes(name.slice(dot).toLowerCase());
}

/**
 * The file a twin was compressed from, whose Content-Type and Cache-Control it is sent with; null
 * for any other name.
 */
export function originalOf(file: string): string | null {
  if (!file.endsWith(BROTLI_SUFFIX)) return null;
  const original = file.slice(0, -BROTLI_SUFFIX.length);
  return isPrecompressible(original) ? original : null;
}
