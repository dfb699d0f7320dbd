import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Request, Response } from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rawGet } from '../testing/raw-get';
import { isPrivatePath, type SpellingRule } from './served-paths';
import { createStaticApp } from './static-app';

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
  const text = (what: string) => `console.log(${JSON.stringify(what)});\n`.repeat(200);
  let work: string;
  let folders: { root: string; live: string };
  let server: Server;
  let port = 0;

  /** Writes `file` and, with `twin`, its brotli twin. */
  const write = (folder: string, file: string, body: string, twin = true) => {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), body);
    if (twin) writeFileSync(path.join(folder, `${file}.br`), brotliCompressSync(body));
  };
  const read = (folder: string, file: string) => readFileSync(path.join(folder, file));

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
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(work, { recursive: true, force: true });
  });

  const get = (pathname: string, options?: Parameters<typeof rawGet>[2]) => rawGet(port, pathname, options);
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

describe('createStaticApp and a spelling rule', () => {
  let work: string;
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'static-rule-'));
    writeFileSync(path.join(work, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(work, 'Upper.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const refusedSpelling: SpellingRule = (pathname, { page }) => !page && pathname !== pathname.toLowerCase();
    const routes = { '/Route.txt': (_req: Request, res: Response) => res.send('a route') };
    server = createServer(createStaticApp({ root: work, routes, refusedSpelling }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(work, { recursive: true, force: true });
  });

  it('answers 404 for what the rule refuses, before any route reads the path', async () => {
    expect((await rawGet(port, '/favicon.svg')).status).toBe(200);
    expect((await rawGet(port, '/Upper.svg')).status).toBe(404);
    expect((await rawGet(port, '/Route.txt')).status).toBe(404);
  });
});
