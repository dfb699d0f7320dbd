// A read of the local S3 server gets an object whole, however many writes of the same key run
// beside it: what a JSON history read back in the middle of its rewrite needs (s3rver-child.cjs).
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { wholeWritingStore } from '../../s3rver-child.cjs';
import { clientOf, startLocalS3, type LocalS3 } from './local-s3';

jest.setTimeout(60_000);

const Bucket = 'whole';
let dataDir = '';
let s3: LocalS3;
const clients: S3Client[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'whole-objects-'));
  s3 = await startLocalS3({ dataDir, bucket: Bucket });
});
afterAll(async () => {
  for (const client of clients) client.destroy();
  await s3?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A client of the proxy, or of s3rver itself. */
function client(endpoint = s3.endpoint) {
  const made = clientOf({ ...s3, endpoint });
  clients.push(made);
  return made;
}

/** The `n`th version of a JSON document, large enough that writing it takes a while. */
const version = (n: number) =>
  `${JSON.stringify({ n, entries: Array.from({ length: 4000 + n * 500 }, (_, i) => i) })}\n`;

const put = (s3Client: S3Client, Key: string, Body: string) =>
  s3Client.send(new PutObjectCommand({ Bucket, Key, Body, ContentType: 'application/json' }));
const read = async (s3Client: S3Client, Key: string) =>
  (await (await s3Client.send(new GetObjectCommand({ Bucket, Key }))).Body?.transformToString()) ?? '';

describe('the local S3 server and one key written and read at once', () => {
  it('answers a read with an object whole, never a part of one, while 20 writers rewrite it', async () => {
    const Key = 'site/marketing/history.json';
    const writer = client();
    await put(writer, Key, version(0));
    const written = new Set([version(0)]);
    const reads: string[] = [];
    const readers = Array.from({ length: 6 }, async () => {
      const reader = client();
      for (let n = 0; n < 15; n += 1) reads.push(await read(reader, Key));
    });
    const writers = Array.from({ length: 20 }, async (_, i) => {
      const own = client();
      for (let n = 1; n <= 3; n += 1) {
        const body = version(i * 3 + n);
        written.add(body);
        await put(own, Key, body);
      }
    });
    await Promise.all([...readers, ...writers]);
    const broken = reads.filter((text) => !written.has(text));
    expect({ reads: reads.length, broken: broken.map((text) => text.length) }).toEqual({ reads: 90, broken: [] });
  });
});

describe("s3rver's store, as the local S3 server runs it", () => {
  it('never shows a reader a part of an object: the old one whole until the new one is whole', async () => {
    const Store = wholeWritingStore(require.resolve('s3rver'));
    const store = new Store(path.join(dataDir, 'store'));
    const file = store.getResourcePath(Bucket, 'big/object', 'object');
    // Large enough that writing one takes many turns of the event loop, each a moment to read in.
    const bodies = [1, 2, 3].map((n) => Buffer.alloc(8 * 1024 * 1024 + n * 4096, n));
    const sizes = new Set(bodies.map((body) => body.length));
    const seen = new Set<number>();
    let writing = true;
    const reader = (async () => {
      while (writing) {
        await new Promise((resolve) => setImmediate(resolve));
        try {
          seen.add(readFileSync(file).length);
        } catch {
          // Not written yet.
        }
      }
    })();
    for (const body of bodies) {
      const content = Readable.from(
        Array.from({ length: Math.ceil(body.length / 65536) }, (_, i) => body.subarray(i * 65536, (i + 1) * 65536)),
      );
      await store.putObject({ bucket: Bucket, key: 'big/object', content, metadata: {} });
      // Whole once the write is answered.
      expect(readFileSync(file).length).toBe(body.length);
    }
    writing = false;
    await reader;
    expect([...seen].filter((size) => !sizes.has(size))).toEqual([]);
    expect(seen.size).toBeGreaterThan(0);
  });
});
