import { BROTLI_SUFFIX, isPrecompressible } from './release-files';

describe('the files of a release', () => {
  it('gives text a page loads a brotli twin, and nothing else', () => {
    for (const file of ['main.3f2a.js', 'a/b/style.CSS', 'mf-manifest.json', 'logo.svg', 'index.html', 'robots.txt']) {
      expect({ file, twin: isPrecompressible(file) }).toEqual({ file, twin: true });
    }
    for (const file of [
      'main.js.map',
      `main.js${BROTLI_SUFFIX}`,
      'photo.png',
      'font.woff2',
      '.js',
      'js',
      'dir.js/file',
    ]) {
      expect({ file, twin: isPrecompressible(file) }).toEqual({ file, twin: false });
    }
  });
});
