import { ServerResponse, IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { acceptsBrotli, mayHaveTwin, setTwinHeaders, twinOf, varyOnEncoding, wantsTwin } from './precompressed';
import { originalOf } from 'release-layout';

describe('acceptsBrotli', () => {
  it.each([
    'br',
    'gzip, deflate, br',
    'gzip, deflate, br, zstd',
    'BR',
    'br;q=0.1',
    'gzip;q=1.0, br; q=0.5',
    'gzip, *',
    '*;q=0.3',
    'br;q=1.000',
  ])('takes br from "%s"', (header) => {
    expect(acceptsBrotli(header)).toBe(true);
  });

  it.each([
    undefined,
    '',
    'gzip, deflate',
    'identity',
    'br;q=0',
    'br;q=0.000, gzip',
    'gzip, br;q=0, *',
    '*;q=0',
    'br;q=2',
    'br;q=abc',
    'brotli',
  ])('does not take br from "%s"', (header) => {
    expect(acceptsBrotli(header)).toBe(false);
  });
});

describe('twins and their files', () => {
  it.each(['main.0123456789.js', 'theme.css', 'chunk-map.json', 'favicon.svg', 'index.html', 'main.js.LICENSE.txt'])(
    '%s may have a twin, named with .br',
    (file) => {
      expect(mayHaveTwin(file)).toBe(true);
      expect(originalOf(twinOf(file))).toBe(file);
    },
  );

  it.each(['main.js.map', 'hero.webp', 'share/home.png', 'font.woff2', 'services', 'main.js.br'])(
    '%s has none',
    (file) => {
      expect(mayHaveTwin(file)).toBe(false);
    },
  );
});

describe('wantsTwin', () => {
  const request = (method: string, headers: Record<string, string>) => ({ method, headers });

  it('is true for a GET or HEAD of a text file that accepts br', () => {
    expect(wantsTwin(request('GET', { 'accept-encoding': 'gzip, br' }), 'main.js')).toBe(true);
    expect(wantsTwin(request('HEAD', { 'accept-encoding': 'br' }), 'releases/v1/main.js')).toBe(true);
  });

  it('is false for a Range request (ranges are of the file itself), another method or another kind of file', () => {
    expect(wantsTwin(request('GET', { 'accept-encoding': 'br', range: 'bytes=0-9' }), 'main.js')).toBe(false);
    expect(wantsTwin(request('POST', { 'accept-encoding': 'br' }), 'main.js')).toBe(false);
    expect(wantsTwin(request('GET', { 'accept-encoding': 'br' }), 'hero.webp')).toBe(false);
    expect(wantsTwin(request('GET', { 'accept-encoding': 'gzip' }), 'main.js')).toBe(false);
  });
});

describe('the headers of a twin', () => {
  const response = () => new ServerResponse(new IncomingMessage(new Socket()));

  it("are its file's Content-Type and Cache-Control, encoded as br, varying on Accept-Encoding", () => {
    const res = response();
    setTwinHeaders(res, { contentType: 'text/javascript; charset=utf-8', cacheControl: 'no-cache' });
    expect(res.getHeaders()).toEqual({
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
    });
  });

  it('add Accept-Encoding to a Vary once, beside what is there', () => {
    const res = response();
    res.setHeader('Vary', 'Origin');
    varyOnEncoding(res);
    varyOnEncoding(res);
    expect(res.getHeader('Vary')).toBe('Origin, Accept-Encoding');
  });
});
