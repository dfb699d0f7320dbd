import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { sendJson } from '../http/io';
import { contentTypeFor } from './content-types';

const PUBLIC_OBJECT = /^\/storage\/v1\/object\/public\/([a-z0-9][a-z0-9_.-]*)\/(.+)$/;

// Objects are served from the API origin, so documents must not run script there.
const DOCUMENT_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; media-src 'self'; sandbox";

/**
 * `/storage/v1/object/public/<bucket>/<path>`: public-bucket downloads, served from
 * supabase/storage/<bucket>/ (the folder config.toml's objects_path points at).
 * Every path segment is decoded and checked, and the resolved real path must stay inside the
 * bucket, so `..`, encoded slashes and symlinks cannot escape it.
 */
export async function handleStorage(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  storageDir: string,
): Promise<void> {
  const notFound = (): void =>
    sendJson(res, 404, { statusCode: '404', error: 'not_found', message: 'Object not found' });
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return sendJson(res, 405, {
      statusCode: '405',
      error: 'method_not_allowed',
      message: 'The local backend only serves public objects',
    });
  }
  const match = PUBLIC_OBJECT.exec(url.pathname);
  if (!match) return notFound();
  const [, bucket = '', rawPath = ''] = match;
  let segments: string[];
  try {
    segments = rawPath.split('/').map((s) => decodeURIComponent(s));
  } catch {
    return notFound();
  }
  if (segments.some((s) => s === '' || s === '.' || s === '..' || /[\\/\0]/.test(s))) return notFound();

  let file: string;
  try {
    const bucketDir = await realpath(path.join(storageDir, bucket));
    file = await realpath(path.join(bucketDir, ...segments));
    if (!file.startsWith(bucketDir + path.sep) || !(await stat(file)).isFile()) return notFound();
  } catch {
    return notFound();
  }
  const info = await stat(file);
  const modified = new Date(Math.floor(info.mtimeMs / 1000) * 1000);
  const since = Date.parse(String(req.headers['if-modified-since'] ?? ''));
  const headers: Record<string, string> = {
    'Content-Type': contentTypeFor(file),
    'Last-Modified': modified.toUTCString(),
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': DOCUMENT_POLICY,
  };
  if (url.searchParams.has('download'))
    headers['Content-Disposition'] = `attachment; filename="${path.basename(file).replace(/"/g, '')}"`;
  if (!Number.isNaN(since) && since >= modified.getTime()) {
    res.writeHead(304, headers);
    return void res.end();
  }
  res.writeHead(200, { ...headers, 'Content-Length': String(info.size) });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(file).pipe(res);
}
