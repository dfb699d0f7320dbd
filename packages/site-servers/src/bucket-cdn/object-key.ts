// How the CDN in front of a bucket reads a request: the object key a path names, the range it
// passes on, and the status of the bucket's answer.
import type { Request } from 'express';
import path from 'node:path';
import { MAX_KEY_BYTES } from '../s3/s3-request-check';

/**
 * The object key a request path names below `folder`, or null for a path that leaves it or that no
 * object of a release can have (control characters, longer than a key can be).
 * @param folder the bundle's folder in the bucket
 */
export function objectKeyOf(folder: string, pathname: string): string | null {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const normalized = path.posix.normalize(decoded);
  if (!normalized.startsWith('/') || normalized.includes('/../') || normalized.endsWith('/..')) return null;
  const file = normalized.replace(/^\/+/, '').replace(/\/+$/, '');
  const key = `${folder}/${file || 'index.html'}`;
  return /[\x00-\x1f\x7f]/.test(key) || Buffer.byteLength(key) > MAX_KEY_BYTES ? null : key;
}

/**
 * The Range header of `req` that is passed on to the bucket: one range from a first byte
 * (`bytes=0-`, `bytes=100-199`, what browsers ask for media), on a GET without If-Range. Any other
 * (a suffix, several ranges, a range on a condition) is answered with the whole object, as HTTP
 * allows.
 */
export function forwardedRange(req: Request): string | undefined {
  const range = req.get('range')?.trim();
  if (req.method !== 'GET' || !range || req.get('if-range') !== undefined) return undefined;
  const match = /^bytes=(\d+)-(\d*)$/.exec(range);
  if (!match || (match[2] && Number(match[2]) < Number(match[1]))) return undefined;
  return range;
}

/** The HTTP status of an error of the AWS SDK, or undefined for any other error. */
export const statusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
