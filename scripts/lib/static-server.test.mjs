import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CANONICAL_LOOKALIKES, oddSpellings } from './fuzz/fuzz-paths.mjs';
import { createStaticApp, isPrivatePath } from './static-server.mjs';
import { rawGet } from './test-support/raw-get.mjs';

describe('isPrivatePath', () => {
  it.each([
    '/node',
    '/node/remoteEntry.js',
    '/node/render-page.js',
    '/releases/20260101-000000-abc/node/remoteEntry.js',
    '/releases/20260101-000000-abc/node/chunks/12.js',
    '/releases/v1/%6eode/remoteEntry.js',
    '/releases/v1/./node/remoteEntry.js',
    '//releases/v1/node/remoteEntry.js',
    '/prerendered/manifest.json',
    '/live.json',
    '/history.json',
    '/canary.json',
    '/canary/marketing@20261126-080000-abc1234/services',
    '/candidates.json',
    '/live.json.br',
    '/prerendered/services.html.br',
  ])('keeps %s from visitors', (pathname) => {
    expect(isPrivatePath(pathname)).toBe(true);
  });

  it.each([
    '/',
    '/nodes',
    '/services',
    '/mf-manifest.json',
    '/releases/v1/remoteEntry.js',
    '/releases/v1/assets/hero-poster.b6c8c76cb2.webp',
    '/releases/v1/nodes/x.js',
    '/%E0%A4%A',
  ])('serves %s', (pathname) => {
    expect(isPrivatePath(pathname)).toBe(false);
  });
});

describe('createStaticApp and brotli twins', () => {
  const SCRIPT = 'main.0123456789.js';
  const text = (/** @type {string} */ what) => `console.log(${JSON.stringify(what)});\n`.repeat(200);
  /** @type {string} */
  let work;
  /** @type {{ root: string, live: string }} */
  let folders;
  /** @type {import('node:http').Server} */
  let server;
  let port = 0;

  /** Writes `file` and, with `twin`, its brotli twin. @param {string} folder @param {string} file @param {string} body */
  const write = (folder, file, body, twin = true) => {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), body);
    if (twin) writeFileSync(path.join(folder, `${file}.br`), brotliCompressSync(body));
  };
  /** @param {string} folder @param {string} file */
  const read = (folder, file) => readFileSync(path.join(folder, file));

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'static-server-'));
    folders = { root: path.join(work, 'root'), live: path.join(work, 'live') };
    write(folders.root, SCRIPT, text('hashed'));
    write(folders.root, 'remoteEntry.js', text('entry'));
    write(folders.root, 'plain.js', text('no twin'), false);
    write(folders.root, 'live.json', JSON.stringify({ version: 'v1', padding: 'x'.repeat(2000) }));
    // The live pointer at the top, written after the build: the release's twin is of another text.
    write(folders.root, 'index.html', `<!doctype html><title>pointer</title>${' '.repeat(2000)}`, false);
    write(folders.live, 'index.html', `<!doctype html><title>release</title>${' '.repeat(2000)}`);
    write(folders.live, 'favicon.svg', `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
    server = createServer(createStaticApp({ root: folders.root, fallbackRoot: () => folders.live }));
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(work, { recursive: true, force: true });
  });

  /** @param {string} pathname @param {Parameters<typeof rawGet>[2]} [options] */
  const get = (pathname, options) => rawGet(port, pathname, options);
  const BR = { 'accept-encoding': 'gzip, deflate, br' };

  it("sends the twin to a browser that accepts br, with the file's Content-Type and Cache-Control", async () => {
    const plain = await get(`/${SCRIPT}`);
    const answer = await get(`/${SCRIPT}`, { headers: BR });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body).toEqual(read(folders.root, `${SCRIPT}.br`));
    expect(brotliDecompressSync(answer.body)).toEqual(read(folders.root, SCRIPT));
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['content-type']).toBe(plain.headers['content-type']);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['cache-control']).toBe(plain.headers['cache-control']);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(answer.headers['content-length']).toBe(String(read(folders.root, `${SCRIPT}.br`).length));
    expect(answer.headers['accept-ranges']).toBeUndefined();
    expect(answer.headers.etag).toBeTruthy();
    expect(answer.headers.etag).not.toBe(plain.headers.etag);
    expect((await get('/remoteEntry.js', { headers: BR })).headers['cache-control']).toBe('no-cache');
  });

  it('sends the file, compressed on the fly, to a browser that does not accept br', async () => {
    for (const encoding of ['gzip', 'gzip, br;q=0']) {
      const answer = await get(`/${SCRIPT}`, { headers: { 'accept-encoding': encoding } });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(answer.body)).toEqual(read(folders.root, SCRIPT));
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    }
    const identity = await get(`/${SCRIPT}`, { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toEqual(read(folders.root, SCRIPT));
    // A file without a twin is compressed on the fly, even for br.
    const plain = await get('/plain.js', { headers: BR });
    expect(plain.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(plain.body)).toEqual(read(folders.root, 'plain.js'));
  });

  it("answers HEAD with the twin's headers and no body, and If-None-Match with its ETag with 304", async () => {
    const head = await get(`/${SCRIPT}`, { method: 'HEAD', headers: BR });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(read(folders.root, `${SCRIPT}.br`).length));
    expect(head.body.length).toBe(0);
    const { etag } = (await get(`/${SCRIPT}`, { headers: BR })).headers;
    const again = await get(`/${SCRIPT}`, { headers: { ...BR, 'if-none-match': String(etag) } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The file's own ETag names the other representation: the twin is sent in full.
    const fileEtag = String((await get(`/${SCRIPT}`)).headers.etag);
    const other = await get(`/${SCRIPT}`, { headers: { ...BR, 'if-none-match': fileEtag } });
    expect(other.status).toBe(200);
    expect(other.headers['content-encoding']).toBe('br');
  });

  it('answers a Range request with bytes of the file itself, not encoded', async () => {
    const answer = await get(`/${SCRIPT}`, { headers: { ...BR, range: 'bytes=0-2047' } });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-range']).toBe(`bytes 0-2047/${read(folders.root, SCRIPT).length}`);
    expect(answer.body).toEqual(read(folders.root, SCRIPT).subarray(0, 2048));
  });

  it("takes a twin only from the folder its file is in: never the release's for the pointer at the top", async () => {
    const page = await get('/index.html', { headers: BR });
    // Compressed on the fly, if at all: the pointer's own text.
    const body = page.headers['content-encoding'] === 'br' ? brotliDecompressSync(page.body) : page.body;
    expect(body).toEqual(read(folders.root, 'index.html'));
    const icon = await get('/favicon.svg', { headers: BR });
    expect(icon.headers['content-encoding']).toBe('br');
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(brotliDecompressSync(icon.body)).toEqual(read(folders.live, 'favicon.svg'));
  });

  it('sends a twin asked for by its own name as a file, never compressed again, and keeps private ones private', async () => {
    const twin = await get(`/${SCRIPT}.br`, { headers: BR });
    expect(twin.status).toBe(200);
    expect(twin.body).toEqual(read(folders.root, `${SCRIPT}.br`));
    expect(twin.headers['content-encoding']).toBeUndefined();
    expect(twin.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const pathname of ['/live.json', '/live.json.br']) {
      expect((await get(pathname, { headers: BR })).status).toBe(404);
    }
  });
});

describe('createStaticApp and the spelling of a path', () => {
  const FILE = '/releases/v1/main.0123456789.js';
  /** @type {string} */
  let work;
  /** @type {import('node:http').Server} */
  let server;
  let port = 0;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'static-spelling-'));
    mkdirSync(path.join(work, 'releases', 'v1'), { recursive: true });
    writeFileSync(path.join(work, ...FILE.split('/')), 'console.log(1);\n');
    writeFileSync(path.join(work, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(work, 'index.html'), '<!doctype html><title>the app</title>');
    server = createServer(createStaticApp({ root: work, spa: true }));
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(work, { recursive: true, force: true });
  });

  const PAGE = { accept: 'text/html' };

  it.each(Object.entries(oddSpellings(FILE)).filter(([name]) => !CANONICAL_LOOKALIKES.includes(name)))(
    'answers a release file spelled %s (%s) with 404, for a script and a page load alike',
    async (_name, pathname) => {
      expect((await rawGet(port, pathname)).status).toBe(404);
      expect((await rawGet(port, pathname, { headers: PAGE })).status).toBe(404);
    },
  );

  it('serves a file at its canonical spelling only', async () => {
    expect((await rawGet(port, FILE)).status).toBe(200);
    expect((await rawGet(port, '/favicon.svg')).status).toBe(200);
    for (const pathname of [
      '/./favicon.svg',
      '//favicon.svg',
      '/favicon.svg/',
      '/%66avicon.svg',
      '/x/../favicon.svg',
    ]) {
      expect({ pathname, status: (await rawGet(port, pathname)).status }).toEqual({ pathname, status: 404 });
    }
  });

  it('leaves page loads outside the releases to the pages, whatever their spelling', async () => {
    for (const pathname of ['/services', '/services/', '/./services', '//services']) {
      const answer = await rawGet(port, pathname, { headers: PAGE });
      expect({ pathname, status: answer.status, body: answer.body.toString() }).toEqual({
        pathname,
        status: 200,
        body: '<!doctype html><title>the app</title>',
      });
    }
  });
});
