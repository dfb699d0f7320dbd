// A deployment target in an S3-compatible bucket (AWS S3, R2, MinIO, GCS's XML API, or the local
// server of `npm run s3`), through the AWS SDK. The SDK takes the endpoint and credentials from its
// own variables (AWS_ENDPOINT_URL_S3, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION).
//
// What a folder gets from rename() and lock files, a bucket gets from conditional writes: every
// object of a release is written with `If-None-Match: *` (never over an existing one), histories
// are read-modified-written with `If-Match: <etag>`, and a lock is an object created with
// `If-None-Match: *`. A bucket that ignores those headers is refused before anything is written.
// Each object is stored with the metadata the caller gives (the headers the site's servers send:
// site-servers' objectMeta), so a CDN in front of the bucket answers as they do; a storage target
// knows no server.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { LockedError, TargetError } from '../errors';
import { LOCK_WAIT_MS } from '../files/atomic';
import { filesBelow } from '../files/files-below';
import type { DeploymentTarget } from './deployment-target';
import { withTargetErrors } from './target-errors';

/** Uploads and downloads at a time. */
const PARALLEL = 8;
/** A lock older than this is a crashed run's: taken over. A release holds its lock for a minute or two. */
export const LOCK_TTL_MS = 30 * 60_000;
const LOCK_POLL_MS = 500;

/** The HTTP status of an SDK error. */
const statusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
/** A missing object; a missing bucket is a misconfigured target, never an empty one. */
const isMissing = (error: unknown) =>
  statusOf(error) === 404 && (error as { name?: string } | null)?.name !== 'NoSuchBucket';
/** 412: the condition failed; 409: another conditional write to the key was under way (S3 says retry). */
const isConflict = (error: unknown) => statusOf(error) === 412 || statusOf(error) === 409;

/** Runs `fn` over `items`, `limit` at a time; rejects with the first failure once all started ones ended. */
async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const worker = async () => {
    while (next < items.length && !failures.length) {
      const item = items[next++] as T;
      await fn(item).catch((error) => failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failures.length) throw failures[0];
}

/** `s3://bucket[/prefix]` as its parts, or null for anything else. */
export function parseS3Url(url: string): { bucket: string; prefix: string } | null {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(\/.*)?$/.exec(url);
  if (!match) return null;
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  return { bucket: match[1] as string, prefix: prefix ? `${prefix}/` : '' };
}

/** The metadata an object is stored with, from its key below the bundle's folder (`releases/<v>/…`). */
type ObjectMetaOf = (key: string) => { contentType: string; cacheControl: string; contentEncoding?: string };

interface S3TargetOptions {
  bucket: string;
  /** key prefix of the site in the bucket, ending with `/` (or empty) */
  prefix?: string;
  /** where downloaded releases are kept (they never change) */
  cacheDir: string;
  /** default: configured from the environment */
  client?: S3Client;
  /** how long withLock waits for a lock another process holds */
  lockWaitMs?: number | undefined;
  /** the Content-Type, Cache-Control and encoding of each object */
  objectMeta: ObjectMetaOf;
}

/** A deployment target in a bucket, and what a test or the bucket's CDN reaches behind its interface. */
export type S3Target = DeploymentTarget & { client: S3Client; bucket: string; prefix: string };

export function s3Target({
  bucket,
  prefix = '',
  cacheDir,
  client,
  lockWaitMs = LOCK_WAIT_MS,
  objectMeta,
}: S3TargetOptions): S3Target {
  const endpoint = process.env.AWS_ENDPOINT_URL_S3 || process.env.AWS_ENDPOINT_URL;
  // A custom endpoint (a local server, MinIO, R2) is addressed by path; AWS itself by host name.
  const s3 =
    client ?? new S3Client({ forcePathStyle: Boolean(endpoint), region: process.env.AWS_REGION || 'us-east-1' });
  const Key = (key: string) => `${prefix}${key}`;
  let conditionalWritesChecked = false;

  const get = async (key: string): Promise<{ text: string; etag: string } | null> => {
    try {
      const answer = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: Key(key) }));
      return { text: (await answer.Body?.transformToString('utf8')) ?? '', etag: answer.ETag ?? '' };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  const put = (key: string, body: string | Buffer, condition: { ifNoneMatch?: '*'; ifMatch?: string } = {}) => {
    // objectMeta takes the key below the bundle's folder (`releases/<v>/…`), as the bundle's server sees it.
    const { contentType, cacheControl, contentEncoding } = objectMeta(key.slice(key.indexOf('/') + 1));
    return s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: Key(key),
        Body: body,
        ContentType: contentType,
        CacheControl: cacheControl,
        ...(contentEncoding ? { ContentEncoding: contentEncoding } : {}),
        ...(condition.ifNoneMatch ? { IfNoneMatch: condition.ifNoneMatch } : {}),
        ...(condition.ifMatch ? { IfMatch: condition.ifMatch } : {}),
      }),
    );
  };
  const remove = (key: string) => s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: Key(key) }));

  /** Refuses a bucket whose server ignores `If-None-Match: *`: its locks and releases would not be safe. */
  const checkConditionalWrites = async () => {
    if (conditionalWritesChecked) return;
    // Unique per check: two targets of one process checking in the same millisecond must not collide.
    const key = `.conditional-write-check-${process.pid}-${randomUUID()}`;
    await put(key, 'first', { ifNoneMatch: '*' });
    let refused = false;
    try {
      await put(key, 'second', { ifNoneMatch: '*' });
    } catch (error) {
      if (!isConflict(error)) throw error;
      refused = true;
    } finally {
      await remove(key).catch(() => {});
    }
    if (!refused) {
      throw new TargetError(
        `s3://${bucket}: its server ignores conditional writes (If-None-Match: *), so two releases at once could both switch. Use a server that honours them (AWS S3, R2, MinIO, npm run s3).`,
      );
    }
    conditionalWritesChecked = true;
  };

  const target: S3Target = {
    kind: 's3',
    label: `s3://${bucket}${prefix ? `/${prefix.replace(/\/$/, '')}` : ''}`,
    root: null,
    client: s3,
    bucket,
    prefix,
    readText: async (key) => (await get(key))?.text ?? null,
    exists: async (key) => {
      try {
        await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: Key(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    list: async (below) => {
      const base = Key(`${below.replace(/\/+$/, '')}/`);
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: base, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key.slice(base.length));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
    writeRelease: async (below, dir) => {
      await checkConditionalWrites();
      if ((await target.list(below)).length) {
        throw new Error(`${target.label}/${below} exists already: a release is never written twice.`);
      }
      const files = filesBelow(dir);
      // Every bundle's build has an mf-manifest.json: written last, it marks the release complete.
      const last = files.filter((file) => file === 'mf-manifest.json');
      const first = files.filter((file) => file !== 'mf-manifest.json');
      const upload = async (file: string) => {
        await put(`${below}/${file}`, await readFile(path.join(dir, file)), { ifNoneMatch: '*' });
      };
      await eachLimited(first, PARALLEL, upload);
      await eachLimited(last, 1, upload);
    },
    switchEntry: async (key, body) => {
      await put(key, body);
    },
    updateJson: async (key, update) => {
      await checkConditionalWrites();
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const current = await get(key);
        const next = update(current ? JSON.parse(current.text) : null);
        try {
          await put(
            key,
            `${JSON.stringify(next, null, 2)}\n`,
            current ? { ifMatch: current.etag } : { ifNoneMatch: '*' },
          );
          return next;
        } catch (error) {
          if (!isConflict(error)) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
        }
      }
      throw new LockedError(`${target.label}/${key}: too many writers at once; try again.`);
    },
    withLock: async (name, fn) => {
      await checkConditionalWrites();
      // Flat names at the top of the site's prefix.
      const key = `.lock-${name}`;
      const mine = JSON.stringify({ pid: process.pid, host: hostname(), at: new Date().toISOString() });
      const giveUpAt = Date.now() + lockWaitMs;
      for (;;) {
        try {
          await put(key, mine, { ifNoneMatch: '*' });
          break;
        } catch (error) {
          if (!isConflict(error)) throw error;
        }
        const held = await get(key);
        if (held?.etag && isStale(held.text)) {
          // Taken over only if nobody else took it over meanwhile.
          const took = await put(key, mine, { ifMatch: held.etag }).then(
            () => true,
            () => false,
          );
          if (took) break;
          continue;
        }
        if (Date.now() >= giveUpAt) throw lockedBy(target.label, name, held?.text ?? '', lockWaitMs);
        await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
      }
      try {
        return await fn();
      } finally {
        // Only its own: a lock taken over from this run (it outlived LOCK_TTL_MS) stays its new holder's.
        if ((await get(key).catch(() => null))?.text === mine) await remove(key).catch(() => {});
      }
    },
    localCopy: async (below) => {
      const dir = path.join(cacheDir, bucket, ...`${prefix}${below}`.split('/').filter(Boolean));
      if (existsSync(dir)) return dir;
      const keys = await target.list(below);
      if (!keys.length) throw new Error(`${target.label}/${below} holds no files.`);
      const partial = `${dir}.partial-${process.pid}`;
      await rm(partial, { recursive: true, force: true });
      await eachLimited(keys, PARALLEL, async (file) => {
        const answer = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: Key(`${below}/${file}`) }));
        const local = path.join(partial, ...file.split('/'));
        await mkdir(path.dirname(local), { recursive: true });
        await writeFile(local, (await answer.Body?.transformToByteArray()) ?? new Uint8Array());
      }).catch(async (error) => {
        await rm(partial, { recursive: true, force: true });
        throw error;
      });
      await rename(partial, dir).catch(async (error) => {
        // Another process downloaded it first: theirs is the same.
        await rm(partial, { recursive: true, force: true });
        if (!existsSync(dir)) throw error;
      });
      return dir;
    },
  };
  return withTargetErrors(target);
}

/**
 * What a person needs to know of a lock they gave up waiting for: whose it is and since when.
 * @param text the lock object
 */
function lockedBy(label: string, name: string, text: string, waitedMs: number): LockedError {
  const what = name === 'site' ? 'Another switch of the site' : `Another release of ${name}`;
  let lock: { pid?: number; host?: string; at?: string } = {};
  try {
    lock = JSON.parse(text);
  } catch {
    // Someone else's object at the lock's key: still a lock, of an unknown holder.
  }
  const holder = lock.pid ? `process ${lock.pid} on ${lock.host ?? 'an unknown host'}` : 'an unknown holder';
  return new LockedError(
    `${what} is under way in ${label}: ${holder} has held .lock-${name} since ${lock.at ?? 'an unknown time'}. Try again once it has ended (waited ${Math.round(waitedMs / 1000)} s; RELEASE_LOCK_WAIT_SECONDS sets how long).`,
  );
}

/**
 * True when a lock's holder is gone: older than LOCK_TTL_MS, or a process of this machine that has ended.
 * @param text the lock object
 */
function isStale(text: string): boolean {
  try {
    const lock = JSON.parse(text) as { pid?: number; host?: string; at?: string };
    if (Date.now() - Date.parse(lock.at ?? '') > LOCK_TTL_MS) return true;
    if (lock.host === hostname() && lock.pid) {
      try {
        process.kill(lock.pid, 0);
      } catch (error) {
        return (error as NodeJS.ErrnoException).code === 'ESRCH';
      }
    }
    return false;
  } catch {
    return true;
  }
}
