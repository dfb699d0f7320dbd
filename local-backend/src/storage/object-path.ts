import { objectNotFound } from './storage-error';
import { invalidKey } from './storage-refusals';

const BUCKET = /^[a-z0-9][a-z0-9_.-]*$/;
/** storage-api's limit on object names. */
const MAX_NAME_LENGTH = 1024;
/** Each segment becomes a file or folder name in the data folder: 255 bytes on every common file system. */
const MAX_SEGMENT_BYTES = 255;

/** A bucket and an object name (`folder/file.pdf`) taken from a URL path. */
export interface ObjectPath {
  bucket: string;
  /** Decoded path segments, each checked. */
  segments: string[];
  /** The object name, segments joined with `/`. */
  name: string;
}

/**
 * Parses `<bucket>/<path>` (still URL-encoded) from a storage URL. Every segment is decoded and
 * checked: no empty, `.` or `..` segment, no slash, backslash or NUL inside one, so the name can
 * never leave its bucket folder. Returns null when the path is not acceptable.
 */
export function parseObjectPath(raw: string): ObjectPath | null {
  const [bucket = '', ...encoded] = raw.split('/');
  if (!BUCKET.test(bucket) || encoded.length === 0) return null;
  let segments: string[];
  try {
    segments = encoded.map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
  if (segments.some((s) => s === '' || s === '.' || s === '..' || /[\\/\0]/.test(s))) return null;
  return { bucket, segments, name: segments.join('/') };
}

/**
 * The same for an upload, with the reason when refused. Names also avoid white space and control
 * characters, so `resources/<name>` is a storage location the `resources.url` CHECK accepts, and
 * segments longer than a file name may be, which the data folder could not hold.
 */
export function uploadPath(raw: string): ObjectPath {
  const path = parseObjectPath(raw);
  if (!path) throw invalidKey(raw);
  const tooLong = path.segments.some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES);
  if (path.name.length > MAX_NAME_LENGTH || tooLong || /[\s\p{Cc}]/u.test(path.name)) {
    throw invalidKey(path.name);
  }
  return path;
}

/** A download path, or the Storage API's 404. */
export function downloadPath(raw: string): ObjectPath {
  const path = parseObjectPath(raw);
  if (!path) throw objectNotFound();
  return path;
}
