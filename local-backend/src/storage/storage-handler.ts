import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from '../http/context';
import { isRefusal } from '../http/gateway-auth';
import { discardRest, sendJson } from '../http/io';
import { jsonBody } from './json-body';
import { listObjects, searchOf } from './list-objects';
import { isPublicBucket } from './object-row';
import { downloadPath, uploadPath } from './object-path';
import { serveObject } from './serve-object';
import { signObjectUrl, verifySignedUrl } from './signed-url';
import { storageCaller } from './storage-caller';
import { objectNotFound, sendStorageError, StorageError } from './storage-error';
import { routeNotFound } from './storage-refusals';
import { uploadObject } from './upload';

type Route = (req: IncomingMessage, res: ServerResponse, url: URL, ctx: BackendContext, rest: string) => Promise<void>;

/**
 * storage's object routes (src/http/routes/object/index.ts), most specific first as its router
 * matches them: `/public/`, `/sign/`, `/list/` and `/authenticated/` are routes before they are
 * bucket names, so a POST to `/object/list/<bucket>` lists and never uploads to a bucket "list".
 */
const ROUTES: [method: string, pattern: RegExp, route: Route][] = [
  ['GET', /^public\/(.+)$/, (req, res, url, ctx, rest) => servePublic(req, res, url, ctx, rest)],
  ['GET', /^sign\/(.+)$/, (req, res, url, ctx, rest) => serveSigned(req, res, url, ctx, rest)],
  ['POST', /^sign\/([^/]+\/.+)$/, signRoute],
  ['POST', /^list\/([^/]+)$/, listRoute],
  ['GET', /^authenticated\/(.+)$/, serveAuthenticated],
  ['GET', /^(.+)$/, serveAuthenticated],
  ['POST', /^(.+)$/, uploadRoute],
  ['PUT', /^(.+)$/, uploadRoute],
];

/** `/storage/v1/object/...`; anything else under /storage/v1 is storage's route-not-found. */
export async function handleStorage(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  ctx: BackendContext,
): Promise<void> {
  try {
    const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
    const path = /^\/storage\/v1\/object\/(.+)$/.exec(url.pathname)?.[1] ?? '';
    for (const [routeMethod, pattern, route] of ROUTES) {
      const match = routeMethod === method ? pattern.exec(path) : null;
      if (match) return await route(req, res, url, ctx, match[1] ?? '');
    }
    throw routeNotFound(req.method ?? 'GET', `${url.pathname.replace(/^\/storage\/v1/, '')}${url.search}`);
  } catch (error) {
    if (!(error instanceof StorageError)) throw error;
    sendStorageError(res, error);
    discardRest(req);
  }
}

async function servePublic(req: IncomingMessage, res: ServerResponse, url: URL, ctx: BackendContext, rest: string) {
  const object = downloadPath(rest);
  if (!(await isPublicBucket(ctx, object.bucket))) throw objectNotFound();
  return serveObject(req, res, url, ctx, object, null);
}

async function serveSigned(req: IncomingMessage, res: ServerResponse, url: URL, ctx: BackendContext, rest: string) {
  const object = downloadPath(rest);
  await verifySignedUrl(ctx, object, url.searchParams.get('token'));
  return serveObject(req, res, url, ctx, object, null);
}

async function serveAuthenticated(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  ctx: BackendContext,
  rest: string,
) {
  const caller = await storageCaller(req, url, ctx);
  if (isRefusal(caller)) return sendJson(res, caller.status, caller.body);
  return serveObject(req, res, url, ctx, downloadPath(rest), caller);
}

async function signRoute(req: IncomingMessage, res: ServerResponse, url: URL, ctx: BackendContext, rest: string) {
  const caller = await storageCaller(req, url, ctx);
  if (isRefusal(caller)) return sendJson(res, caller.status, caller.body);
  const body = await jsonBody(req);
  return sendJson(res, 200, await signObjectUrl(ctx, caller, downloadPath(rest), body));
}

async function listRoute(req: IncomingMessage, res: ServerResponse, url: URL, ctx: BackendContext, bucket: string) {
  const caller = await storageCaller(req, url, ctx);
  if (isRefusal(caller)) return sendJson(res, caller.status, caller.body);
  const search = searchOf(await jsonBody(req));
  return sendJson(res, 200, await listObjects(ctx, caller, decodeURIComponent(bucket), search));
}

async function uploadRoute(req: IncomingMessage, res: ServerResponse, url: URL, ctx: BackendContext, rest: string) {
  const caller = await storageCaller(req, url, ctx);
  if (isRefusal(caller)) {
    sendJson(res, caller.status, caller.body, { Connection: 'close' });
    return discardRest(req);
  }
  const target = uploadPath(rest);
  const mode = req.method === 'PUT' ? 'update' : req.headers['x-upsert'] === 'true' ? 'upsert' : 'create';
  return sendJson(res, 200, await uploadObject(req, ctx, caller, target, mode));
}
