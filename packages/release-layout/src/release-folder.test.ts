import { RELEASES_FOLDER, parseReleasePath, releaseFolderOf, releasePath } from './release-folder';
import { ODD_SPELLINGS, V } from './test-spellings';

describe('releasePath', () => {
  it("names a release's folder below the bundle's, and a file in it", () => {
    expect(RELEASES_FOLDER).toBe('releases');
    expect(releasePath(V)).toBe(`releases/${V}`);
    expect(releasePath(V, 'assets/a.webp')).toBe(`releases/${V}/assets/a.webp`);
  });

  it('is what parseReleasePath reads back', () => {
    expect(parseReleasePath(`/${releasePath(V, 'remoteEntry.js')}`)).toEqual({ version: V, file: 'remoteEntry.js' });
  });
});

describe('parseReleasePath', () => {
  it.each([
    [`/releases/${V}/mf-manifest.json`, { version: V, file: 'mf-manifest.json' }],
    [`/releases/${V}/assets/a.webp`, { version: V, file: 'assets/a.webp' }],
    ['/releases/a%20b/x.js', { version: 'a b', file: 'x.js' }],
    [`/releases/${V}`, null],
    [`/releases/${V}/`, null],
    ['/mf-manifest.json', null],
    ['/', null],
    [`/assets/releases/${V}/x.js`, null],
    [`/releases/${V}/./mf-manifest.json`, null],
    [`/releases/${V}/%6df-manifest.json`, null],
  ])('%s names %j', (pathname, named) => expect(parseReleasePath(pathname)).toEqual(named));

  it.each(ODD_SPELLINGS)('names nothing at the spelling %s: only the canonical one names a file', (pathname) =>
    expect(parseReleasePath(pathname)).toBeNull(),
  );
});

describe('releaseFolderOf', () => {
  it('finds the release folder in a URL, at the top of its host or below a bundle folder', () => {
    expect(releaseFolderOf(`https://www.example.com/releases/${V}/main.abc.js`)).toEqual({
      base: `https://www.example.com/releases/${V}/`,
      version: V,
    });
    expect(releaseFolderOf(`https://cdn.example.net/knowledge-hub/releases/${V}-2/chunks/531.js`)).toEqual({
      base: `https://cdn.example.net/knowledge-hub/releases/${V}-2/`,
      version: `${V}-2`,
    });
  });

  it('names no release for a folder that is not a version, a file of no release, or no folder', () => {
    expect(releaseFolderOf('https://cdn.example.net/releases/latest/remoteEntry.js')).toBeNull();
    expect(releaseFolderOf(`https://cdn.example.net/releases/${V}`)).toBeNull();
    expect(releaseFolderOf('http://localhost:8081/remoteEntry.js')).toBeNull();
    expect(releaseFolderOf(`https://cdn.example.net/RELEASES/${V}/x.js`)).toBeNull();
  });
});
