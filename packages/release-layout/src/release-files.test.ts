import { BROTLI_SUFFIX, isPrecompressible, originalOf } from './release-files';

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

  it('names the file a twin was compressed from, and none for what is not a twin of a text file', () => {
    expect(originalOf(`main.3f2a.js${BROTLI_SUFFIX}`)).toBe('main.3f2a.js');
    expect(originalOf('main.js')).toBeNull();
    expect(originalOf('archive.br')).toBeNull();
    expect(originalOf('hero.webp.br')).toBeNull();
  });
});
