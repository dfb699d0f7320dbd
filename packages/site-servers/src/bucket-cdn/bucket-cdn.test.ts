// The CDN in front of a bucket, against the local S3 server: what it sends of a release's files and
// their brotli twins, as a browser gets them (the bytes on the wire, never decoded).
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startLocalS3, type LocalS3 } from '../s3/local-s3';
import { rawGet } from '../testing/raw-get';
import { createBucketCdn } from './bucket-cdn';
import { objectMeta } from './object-meta';

jest.setTimeout(60_000);

const Bucket = 'cdn';
const SCRIPT = 'main.0123456789.js';
const FOLDER = 'shell';
const PREFIX = 'site/';
const BR = { 'accept-encoding': 'gzip, deflate, br' };

/** A release's files, twins included. */
const build: Record<string, Buffer> = {};
const add = (file: string, text: string, twin = true) => {
  build[file] = Buffer.from(text);
  if (twin) build[`${file}.br`] = brotliCompressSync(text);
};
add(SCRIPT, "console.log('the release');\n".repeat(200));
add('remoteEntry.js', "console.log('its entry');\n".repeat(200));
add('index.html', `<!doctype html><title>the release</title>${'<p>text</p>'.repeat(200)}`);
add('mf-manifest.json', JSON.stringify({ name: 'shell', padding: 'x'.repeat(2000) }));
add(`${SCRIPT}.map`, '{"sources":["webpack://shell/src/secret.ts"]}', false);

let work = '';
let s3: LocalS3;
let client: S3Client;
let server: Server;
let port = 0;
/** The pages the CDN computed a policy for. */
const policiesOf: string[] = [];

/** Stores an object below the bundle's folder with its metadata, as a deployment target does. */
async function store(key: string, body: string | Buffer) {
  const { contentType, cacheControl, contentEncoding } = objectMeta(key);
  const Key = `${PREFIX}${FOLDER}/${key}`;
  await client.send(
    new PutObjectCommand({
      Bucket,
      Key,
      Body: body,
      ContentType: contentType,
      CacheControl: cacheControl,
      ContentEncoding: contentEncoding,
    }),
  );
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'bucket-cdn-'));
  s3 = await startLocalS3({ dataDir: path.join(work, 's3'), bucket: Bucket });
  client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    forcePathStyle: true,
  });
  for (const [file, bytes] of Object.entries(build)) await store(`releases/v1/${file}`, bytes);
  // A live pointer at the top of the folder, and a twin there that is not its own.
  await store('mf-manifest.json', '{"name":"the live pointer"}'.padEnd(2000));
  await store('mf-manifest.json.br', brotliCompressSync('{"name":"stale"}'));
  await store('live.json', '{"version":"v1"}');
  const csp = (html: string) => {
    policiesOf.push(html);
    return "default-src 'self'";
  };
  const objects = { client, bucket: Bucket, prefix: PREFIX };
  server = createServer(createBucketCdn({ objects, folder: FOLDER, csp }));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  client?.destroy();
  await s3?.stop();
  rmSync(work, { recursive: true, force: true });
});

const get = (pathname: string, options?: Parameters<typeof rawGet>[2]) => rawGet(port, pathname, options);

describe('the CDN in front of a bucket', () => {
  it("sends a release file's twin to a browser that accepts br, with the file's Content-Type and Cache-Control", async () => {
    const plain = await get(`/releases/v1/${SCRIPT}`, { headers: { 'accept-encoding': 'identity' } });
    const answer = await get(`/releases/v1/${SCRIPT}`, { headers: BR });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body).toEqual(build[`${SCRIPT}.br`]);
    expect(brotliDecompressSync(answer.body)).toEqual(build[SCRIPT]);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['content-type']).toBe(plain.headers['content-type']);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['cache-control']).toBe(plain.headers['cache-control']);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(answer.headers.etag).toBeTruthy();
    expect(answer.headers.etag).not.toBe(plain.headers.etag);
    expect(plain.body).toEqual(build[SCRIPT]);
  });

  it('sends the file, compressed on the fly, to a browser that does not accept br', async () => {
    const gzip = await get(`/releases/v1/${SCRIPT}`, { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body)).toEqual(build[SCRIPT]);
  });

  it('answers a byte range with 206 and those bytes of the file, never of its twin', async () => {
    const file = build[SCRIPT] as Buffer;
    const first = await get(`/releases/v1/${SCRIPT}`, { headers: { ...BR, range: 'bytes=0-9' } });
    expect(first.status).toBe(206);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.headers['content-range']).toBe(`bytes 0-9/${file.length}`);
    expect(first.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(first.body).toEqual(file.subarray(0, 10));
    // From a byte to the end, as a video is asked for.
    const rest = await get(`/releases/v1/${SCRIPT}`, { headers: { ...BR, range: 'bytes=100-' } });
    expect(rest.status).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes 100-${file.length - 1}/${file.length}`);
    expect(rest.body).toEqual(file.subarray(100));
    // The whole file offers ranges; its twin, another representation, does not.
    expect((await get(`/releases/v1/${SCRIPT}`, { headers: { 'accept-encoding': 'identity' } })).headers).toMatchObject(
      {
        'accept-ranges': 'bytes',
      },
    );
    expect((await get(`/releases/v1/${SCRIPT}`, { headers: BR })).headers['accept-ranges']).toBeUndefined();
  });

  it('answers a range past the end with 416 and the length, and any other range with the whole file', async () => {
    const file = build[SCRIPT] as Buffer;
    const past = await get(`/releases/v1/${SCRIPT}`, { headers: { range: `bytes=${file.length + 10}-` } });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${file.length}`);
    const others: Record<string, string>[] = [
      { range: 'bytes=-10' },
      { range: 'bytes=0-1,5-9' },
      { range: 'bytes=9-0' },
      { range: 'bytes=0-9', 'if-range': '"an old etag"' },
    ];
    for (const headers of others) {
      const whole = await get(`/releases/v1/${SCRIPT}`, { headers: { ...headers, 'accept-encoding': 'identity' } });
      expect([whole.status, whole.headers['content-range']]).toEqual([200, undefined]);
      expect(whole.body).toEqual(file);
    }
  });

  it("answers HEAD with the twin's headers and no body, and If-None-Match with its ETag with 304", async () => {
    const head = await get(`/releases/v1/${SCRIPT}`, { method: 'HEAD', headers: BR });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(head.body.length).toBe(0);
    const { etag } = (await get(`/releases/v1/${SCRIPT}`, { headers: BR })).headers;
    const again = await get(`/releases/v1/${SCRIPT}`, { headers: { ...BR, 'if-none-match': String(etag) } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("computes a page's policy from its text, not from its twin's bytes", async () => {
    policiesOf.length = 0;
    const page = await get('/releases/v1/index.html', { headers: BR });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe("default-src 'self'");
    expect(policiesOf).toEqual([build['index.html']?.toString('utf8')]);
  });

  it('takes no twin at the top of the folder, where objects are replaced in place', async () => {
    const pointer = await get('/mf-manifest.json', { headers: BR });
    const body = pointer.headers['content-encoding'] === 'br' ? brotliDecompressSync(pointer.body) : pointer.body;
    expect(body.toString('utf8')).toContain('the live pointer');
  });

  it('sends a twin asked for by its own name as stored, encoded, and keeps private ones private', async () => {
    const twin = await get(`/releases/v1/${SCRIPT}.br`, { headers: BR });
    expect(twin.status).toBe(200);
    expect(twin.headers['content-encoding']).toBe('br');
    expect(twin.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(twin.body).toEqual(build[`${SCRIPT}.br`]);
    expect((await get('/live.json', { headers: BR })).status).toBe(404);
    expect((await get('/live.json.br', { headers: BR })).status).toBe(404);
  });

  it('never sends a source map, though the release keeps it', async () => {
    for (const pathname of [
      `/releases/v1/${SCRIPT}.map`,
      `/releases/v1/${SCRIPT}%2emap`,
      `/releases/./v1/${SCRIPT}.map`,
    ]) {
      const answer = await get(pathname);
      expect({ pathname, status: answer.status }).toEqual({ pathname, status: 404 });
      expect(answer.body.toString()).not.toContain('secret.ts');
    }
  });

  it("answers a path no object can have with 404, never the bucket's refusal or a 5xx", async () => {
    for (const pathname of [
      `/releases/v1/${SCRIPT}/${'a'.repeat(300)}.js`,
      `/${'a'.repeat(1100)}`,
      '/releases/v1/%01.js',
    ]) {
      const answer = await get(pathname);
      expect({ pathname, status: answer.status, body: answer.body.toString() }).toEqual({
        pathname,
        status: 404,
        body: 'Not found',
      });
    }
  });
});

describe('the CDN in front of a bucket, told what the release system decides', () => {
  let ruled: Server;
  let ruledPort = 0;
  const asked: string[] = [];
  let drawn: string | null = null;

  beforeAll(async () => {
    await store('services', '<!doctype html><title>the live page</title>');
    await store('canary/marketing@v2/services', '<!doctype html><title>the canary page</title>');
    await store('404.html', '<!doctype html><title>not found</title>');
    const app = createBucketCdn({
      objects: { client, bucket: Bucket, prefix: PREFIX },
      folder: FOLDER,
      csp: () => "default-src 'self'",
      notFoundPage: '404.html',
      refusedSpelling: (pathname) => pathname.includes('//'),
      mayServe: async (pathname) => {
        asked.push(pathname);
        return !pathname.startsWith('/releases/v1/remoteEntry');
      },
      pageFolder: async () => drawn,
    });
    ruled = createServer(app);
    await new Promise<void>((resolve) => ruled.listen(0, '127.0.0.1', resolve));
    ruledPort = (ruled.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => ruled.close(() => resolve())));

  const page = { headers: { accept: 'text/html' } };

  it('answers 404 for a spelling the rule refuses, before it asks for the object', async () => {
    expect((await rawGet(ruledPort, `//releases/v1/${SCRIPT}`)).status).toBe(404);
    expect((await rawGet(ruledPort, `/releases/v1/${SCRIPT}`)).status).toBe(200);
  });

  it('sends a file only when the release gate lets it', async () => {
    asked.length = 0;
    expect((await rawGet(ruledPort, '/releases/v1/remoteEntry.js')).status).toBe(404);
    expect(asked).toEqual(['/releases/v1/remoteEntry.js']);
  });

  it('sends a page load the page of the folder it is drawn for, and the live page when none', async () => {
    drawn = 'canary/marketing@v2';
    expect((await rawGet(ruledPort, '/services', page)).body.toString()).toContain('the canary page');
    drawn = null;
    expect((await rawGet(ruledPort, '/services', page)).body.toString()).toContain('the live page');
  });

  it('answers a page load of no object with the not-found page and 404', async () => {
    const answer = await rawGet(ruledPort, '/no-such-page', page);
    expect([answer.status, answer.body.toString()]).toEqual([404, expect.stringContaining('not found')]);
  });
});
