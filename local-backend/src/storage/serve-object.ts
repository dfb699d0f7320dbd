import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { BackendContext } from '../http/context';
import type { Caller } from '../http/gateway-auth';
import { findObjectRow } from './object-row';
import type { ObjectPath } from './object-path';
import { objectNotFound } from './storage-error';

// Objects are served from the API origin, so documents must not run script there.
const DOCUMENT_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; media-src 'self'; sandbox";

/**
 * The documents of supabase/storage/<bucket>/ as `supabase seed buckets` uploads them: PDFs (the
 * bucket holds nothing else, so nothing else in that folder is served), with the CLI's cache time.
 */
const SEEDED = { mimetype: 'application/pdf', cacheControl: 'max-age=3600' };

/** The real path of `object` inside `root/<bucket>`, or null (missing, or escaping by a symlink). */
async function fileIn(root: string, object: ObjectPath): Promise<string | null> {
  try {
    const bucketDir = await realpath(path.join(root, object.bucket));
    const file = await realpath(path.join(bucketDir, ...object.segments));
    return file.startsWith(bucketDir + path.sep) && (await stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}

/** A header-safe file name for Content-Disposition (quotes, backslashes and controls dropped). */
function dispositionName(file: string): string {
  const name = path.basename(file);
  const ascii = name.replace(/["\\\p{Cc}]/gu, '').replace(/[^\x20-\x7e]/g, '_');
  return /^[\x20-\x7e]*$/.test(name) && ascii === name
    ? `filename="${ascii}"`
    : `filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Where an object's bytes are and how they were uploaded, or null when there is no such object. */
async function locate(ctx: BackendContext, object: ObjectPath, caller: Caller | null, seeded: boolean) {
  const row = await findObjectRow(ctx, object, caller);
  const uploaded = row ? await fileIn(ctx.storageDir, object) : null;
  if (uploaded) {
    // What uploader.ts kept: the upload's own Content-Type and cache-control.
    const { mimetype = 'application/octet-stream', cacheControl = 'no-cache' } = row?.metadata ?? {};
    return { file: uploaded, mimetype, cacheControl };
  }
  const file =
    seeded && object.name.endsWith('.pdf') ? await fileIn(path.join(ctx.supabaseDir, 'storage'), object) : null;
  return file ? { file, ...SEEDED } : null;
}

/**
 * Sends an object with the content type and cache control it was uploaded with. `caller` reads
 * the row under the SELECT policies (authenticated downloads); null reads it as storage's
 * superuser (public buckets, signed URLs), which also finds the repository's seeded documents.
 */
export async function serveObject(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  ctx: BackendContext,
  object: ObjectPath,
  caller: Caller | null,
): Promise<void> {
  const found = await locate(ctx, object, caller, caller === null);
  if (!found) throw objectNotFound();
  const info = await stat(found.file);
  const modified = new Date(Math.floor(info.mtimeMs / 1000) * 1000);
  const since = Date.parse(String(req.headers['if-modified-since'] ?? ''));
  const headers: Record<string, string> = {
    'Content-Type': found.mimetype,
    'Content-Disposition': `${url.searchParams.has('download') ? 'attachment' : 'inline'}; ${dispositionName(found.file)}`,
    'Last-Modified': modified.toUTCString(),
    'Cache-Control': found.cacheControl,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': DOCUMENT_POLICY,
  };
  if (!Number.isNaN(since) && since >= modified.getTime()) {
    res.writeHead(304, headers);
    return void res.end();
  }
  res.writeHead(200, { ...headers, 'Content-Length': String(info.size) });
  if (req.method === 'HEAD') return void res.end();
  // The headers are out: a read that fails now (the file removed meanwhile) can only cut the answer.
  createReadStream(found.file)
    .on('error', () => res.destroy())
    .pipe(res);
}
