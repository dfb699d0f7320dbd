import { objectMeta } from './object-meta';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('objectMeta', () => {
  it('stores a file by its kind, a release file for a year and a pointer for revalidation', () => {
    expect(objectMeta('releases/v1/main.0123456789.js')).toEqual({
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: IMMUTABLE,
    });
    expect(objectMeta('mf-manifest.json')).toEqual({
      contentType: 'application/json; charset=utf-8',
      cacheControl: 'no-cache',
    });
    expect(objectMeta('services')).toEqual({ contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache' });
  });

  it("stores a brotli twin as its file, encoded: the file's Content-Type and Cache-Control", () => {
    for (const file of [
      'releases/v1/main.0123456789.js',
      'main.0123456789.js',
      'remoteEntry.js',
      'releases/v1/index.html',
      'favicon.svg',
    ]) {
      expect(objectMeta(`${file}.br`)).toEqual({ ...objectMeta(file), contentEncoding: 'br' });
    }
    expect(objectMeta('main.0123456789.js.br').cacheControl).toBe(IMMUTABLE);
    expect(objectMeta('remoteEntry.js.br').cacheControl).toBe('no-cache');
  });

  it('stores what is no twin of a text file as the bytes it is', () => {
    expect(objectMeta('releases/v1/archive.br')).toEqual({
      contentType: 'application/octet-stream',
      cacheControl: IMMUTABLE,
    });
  });
});
