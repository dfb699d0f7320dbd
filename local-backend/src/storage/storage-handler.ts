import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { BackendContext } from '../http/context';
import { identifyCaller, isRefusal } from '../http/gateway-auth';
import { discardRest, sendJson } from '../http/io';
import { downloadPath, uploadPath, type ObjectPath } from './object-path';
import { objectNotFound, sendStorageError, StorageError } from './storage-error';
import { uploadObject } from './upload';

const PUBLIC_OBJECT = /^\/storage\/v1\/object\/public\/(.+)$/;
const OBJECT = /^\/storage\/v1\/object\/(.+)$/;

// Objects are served from the API origin, so documents must not run script there.
const DOCUMENT_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; media-src 'self'; sandbox";

/**
 * `/storage/v1/object/...`: public downloads (`/object/public/<bucket>/<path>`) of uploaded
 * objects (kept in the data folder) and of the PDFs in supabase/storage/<bucket>/ (the folder
 * config.toml's objects_path points at); uploads (`POST` / `PUT /object/<bucket>/<path>`) as
 * the caller, so the storage policies decide.
 */
export async function handleStorage(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  ctx: BackendContext,
): Promise<void> {
  try {
    const method = req.method ?? 'GET';
    const publicObject = PUBLIC_OBJECT.exec(url.pathname);
    if (publicObject && (method === 'GET' || method === 'HEAD')) {
      return await serveObject(req, res, url, ctx, downloadPath(publicObject[1] ?? ''));
    }
    const object = OBJECT.exec(url.pathname);
    if (object && !publicObject && (method === 'POST' || method === 'PUT')) {
      const caller = await identifyCaller(req, url, ctx.jwtSecret);
      if (isRefusal(caller)) throw new StorageError(401, 'Unauthorized', String(caller.body.message ?? 'Invalid JWT'));
      const target = uploadPath(object[1] ?? '');
      const mode = method === 'PUT' ? 'update' : req.headers['x-upsert'] === 'true' ? 'upsert' : 'create';
      return sendJson(res, 200, await uploadObject(req, ctx, caller, target, mode));
    }
    if ((publicObject || object) && method !== 'GET' && method !== 'HEAD') {
      throw new StorageError(405, 'method_not_allowed', `${method} is not supported by the local backend here`);
    }
    throw objectNotFound();
  } catch (error) {
    if (!(error instanceof StorageError)) throw error;
    sendStorageError(res, error);
    discardRest(req);
  }
}

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

async function serveObject(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  ctx: BackendContext,
  object: ObjectPath,
): Promise<void> {
  // Uploaded objects first (always verified PDFs), then the documents of the repository, which are
  // PDFs too (scripts/make-documents.mjs prints them): the bucket holds nothing else, so nothing
  // else in that folder is served.
  const file =
    (await fileIn(ctx.storageDir, object)) ??
    (object.name.endsWith('.pdf') ? await fileIn(path.join(ctx.supabaseDir, 'storage'), object) : null);
  if (!file) throw objectNotFound();
  const info = await stat(file);
  const modified = new Date(Math.floor(info.mtimeMs / 1000) * 1000);
  const since = Date.parse(String(req.headers['if-modified-since'] ?? ''));
  const headers: Record<string, string> = {
    // Every object served is a PDF: uploads were checked to be, whatever their name says.
    'Content-Type': 'application/pdf',
    'Content-Disposition': `${url.searchParams.has('download') ? 'attachment' : 'inline'}; ${dispositionName(file)}`,
    'Last-Modified': modified.toUTCString(),
    'Cache-Control': 'no-cache',
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
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}
