import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CopyObjectCommand,
  type CopyObjectCommandInput,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type PutObjectCommandInput,
  S3Client,
} from '@aws-sdk/client-s3';
import { sendRaw } from '../testing/raw-request';
import { startLocalS3, type LocalS3 } from './local-s3';

const Bucket = 'test-bucket';
let dataDir = '';
let s3: LocalS3;
let client: S3Client;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'local-s3-'));
  s3 = await startLocalS3({ dataDir, bucket: Bucket });
  client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    forcePathStyle: true,
  });
});
afterAll(async () => {
  client?.destroy();
  await s3?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const put = (Key: string, Body: string, extra: Partial<PutObjectCommandInput> = {}) =>
  client.send(new PutObjectCommand({ Bucket, Key, Body, ...extra }));

const read = async (Key: string) =>
  (await client.send(new GetObjectCommand({ Bucket, Key }))).Body?.transformToString();

/** The HTTP status and S3 error code a request failed with. */
async function failure(request: Promise<unknown>) {
  const error = (await request.then(
    () => ({ name: 'no error', $metadata: {} }),
    (e: unknown) => e,
  )) as { name: string; $metadata: { httpStatusCode?: number } };
  return { status: error.$metadata.httpStatusCode, code: error.name };
}

describe('startLocalS3', () => {
  it('stores objects with their Content-Type and Cache-Control', async () => {
    await put('site/index.html', '<p>hi</p>', { ContentType: 'text/html', CacheControl: 'no-cache' });
    const object = await client.send(new GetObjectCommand({ Bucket, Key: 'site/index.html' }));
    expect(object.ContentType).toBe('text/html');
    expect(object.CacheControl).toBe('no-cache');
    expect(await object.Body?.transformToString()).toBe('<p>hi</p>');
  });

  it('refuses a PutObject with If-None-Match: * on an existing key (412), as S3 does, and keeps the first body', async () => {
    await put('lock/once', 'first', { IfNoneMatch: '*' });
    expect(await failure(put('lock/once', 'second', { IfNoneMatch: '*' }))).toEqual({
      status: 412,
      code: 'PreconditionFailed',
    });
    expect(await read('lock/once')).toBe('first');
  });

  it('writes with If-Match only over the named ETag: 412 on another, 404 when the key is missing', async () => {
    const { ETag } = await put('pointer', 'v1');
    expect(await failure(put('pointer', 'v2', { IfMatch: '"0123456789abcdef0123456789abcdef"' }))).toEqual({
      status: 412,
      code: 'PreconditionFailed',
    });
    expect(await read('pointer')).toBe('v1');
    await put('pointer', 'v2', { IfMatch: ETag });
    expect(await read('pointer')).toBe('v2');
    expect(await failure(put('pointer', 'v3', { IfMatch: ETag }))).toMatchObject({ status: 412 });
    expect(await failure(put('missing', 'v1', { IfMatch: ETag }))).toEqual({ status: 404, code: 'NoSuchKey' });
  });

  it('answers 501 to an If-None-Match other than *, as S3 does', async () => {
    expect(await failure(put('etag-list', 'x', { IfNoneMatch: '"abc"' }))).toEqual({
      status: 501,
      code: 'NotImplemented',
    });
  });

  it('applies the conditions to CopyObject too', async () => {
    await put('copy/source', 'source');
    await put('copy/target', 'target');
    const copy = (extra: Partial<CopyObjectCommandInput>) =>
      client.send(new CopyObjectCommand({ Bucket, Key: 'copy/target', CopySource: `${Bucket}/copy/source`, ...extra }));
    expect(await failure(copy({ IfNoneMatch: '*' }))).toMatchObject({ status: 412 });
    expect(await failure(copy({ IfMatch: '"0123456789abcdef0123456789abcdef"' }))).toMatchObject({ status: 412 });
    expect(await read('copy/target')).toBe('target');
    await copy({});
    expect(await read('copy/target')).toBe('source');
  });

  it('lets exactly one of 20 concurrent If-None-Match: * writers of a key win', async () => {
    const writers = Array.from({ length: 20 }, (_, i) => put('race/lock', `writer ${i}`, { IfNoneMatch: '*' }));
    const results = await Promise.allSettled(writers);
    const winners = results.flatMap((result, i) => (result.status === 'fulfilled' ? [i] : []));
    expect(winners).toHaveLength(1);
    const losers = await Promise.all(writers.filter((_, i) => i !== winners[0]).map(failure));
    expect(new Set(losers.map((loser) => loser.status))).toEqual(new Set([412]));
    expect(await read('race/lock')).toBe(`writer ${winners[0]}`);
  });

  it('lets the next writer of a key in when one leaves while waiting its turn', async () => {
    const { port } = new URL(s3.endpoint);
    const rawPut = (length: number) => {
      const headers = { 'content-length': length };
      const request = http.request({ host: '127.0.0.1', port, method: 'PUT', path: `/${Bucket}/queue/key`, headers });
      return request.on('error', () => {});
    };
    const pause = () => new Promise((resolve) => setTimeout(resolve, 100));
    const holder = rawPut(10); // sends half its body: the key's turn stays taken
    holder.write('12345');
    await pause();
    const leaver = rawPut(3);
    leaver.end('abc');
    await pause();
    leaver.destroy();
    await pause();
    holder.destroy();
    await put('queue/key', 'after');
    expect(await read('queue/key')).toBe('after');
  });

  it('survives deletes that empty a folder while other keys are written into it', async () => {
    // s3rver removes the folders a delete leaves empty; a write into one of them at that moment
    // used to fail inside it and stop it.
    for (let round = 0; round < 12; round += 1) {
      const folder = `race-${round}/deep/er`;
      await Promise.all(
        Array.from({ length: 8 }, async (_, i) => {
          const Key = `${folder}/${i}`;
          await client.send(new PutObjectCommand({ Bucket, Key, Body: 'x' }));
          await client.send(new DeleteObjectCommand({ Bucket, Key }));
          await client.send(new PutObjectCommand({ Bucket, Key: `${Key}-again`, Body: 'y' }));
        }),
      );
    }
    const answer = await client.send(new GetObjectCommand({ Bucket, Key: 'race-11/deep/er/7-again' }));
    expect(await answer.Body?.transformToString()).toBe('y');
  }, 30_000);

  it('answers as S3 where s3rver itself fails: no 500, and none of its internals', async () => {
    const { port } = new URL(s3.endpoint);
    const send = (request: string) => sendRaw(Number(port), Buffer.from(request, 'latin1'));
    const form = await send(
      `POST /${Bucket} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
        'Content-Length: 45\r\nConnection: close\r\n\r\n--x\r\nContent-Disposition: form-data\r\n\r\nbody\r\n',
    );
    expect([form.status, form.body.toString()]).toEqual([
      400,
      expect.stringContaining('<Code>MalformedPOSTRequest</Code>'),
    ]);
    const long = await send(
      `GET /${Bucket}/${'a'.repeat(250)} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
    );
    expect([long.status, long.body.toString()]).toEqual([400, expect.stringContaining('<Code>KeyTooLongError</Code>')]);
    const connect = await send(`CONNECT /${Bucket} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    expect(connect.status).toBe(405);
  });

  it('pages ListObjectsV2 with continuation tokens', async () => {
    const keys = ['a', 'b', 'c', 'd', 'e'].map((name) => `list/${name}`);
    await Promise.all(keys.map((key) => put(key, key)));
    const listed: (string | undefined)[] = [];
    let pages = 0;
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: 'list/', MaxKeys: 2, ContinuationToken }),
      );
      listed.push(...(page.Contents ?? []).map((object) => object.Key));
      ContinuationToken = page.NextContinuationToken;
      pages += 1;
    } while (ContinuationToken && pages < 10);
    expect(pages).toBe(3);
    expect(listed).toEqual(keys);
  });

  it('frees its port when stopped', async () => {
    const other = await startLocalS3({ dataDir: path.join(dataDir, 'other') });
    const { port } = new URL(other.endpoint);
    expect((await fetch(`${other.endpoint}/`)).ok).toBe(true);
    await other.stop();
    await expect(fetch(`${other.endpoint}/`)).rejects.toThrow();
    const probe = createServer();
    await new Promise((resolve, reject) =>
      probe.once('error', reject).listen(Number(port), '127.0.0.1', () => resolve(0)),
    );
    await new Promise((resolve) => probe.close(resolve));
  });
});
