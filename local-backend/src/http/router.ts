import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { handleAuth } from '../auth/auth-handler';
import { handleFunctions } from '../functions/functions-handler';
import { handleRest } from '../rest/rest-handler';
import { handleStorage } from '../storage/storage-handler';
import type { BackendContext } from './context';
import { answerPreflight, applyCors, isPreflight, type OriginPolicy } from './cors';
import type { ProjectKeys } from '../project-keys';
import { hideQueryKey, identifyCaller, isRefusal, passGateway } from './gateway-auth';
import { BAD_PATH, INTERNAL, sendFailure, serviceOf } from './gateway-errors';
import { sendJson } from './io';
import { isWellEncoded, requestUrl } from './request-url';

/** Where GoTrue publishes the project's signing keys (signing-keys docs: GET /auth/v1/.well-known/jwks.json). */
export const JWKS_PATH = '/auth/v1/.well-known/jwks.json';

/** What the router needs before the database is open. */
export interface RouterOptions {
  /** Resolves when the database is open; requests that need it wait. */
  ready: Promise<BackendContext>;
  allowOrigin: OriginPolicy;
  /** The project's keys, known before the database opens: the gateway checks them first. */
  keys: ProjectKeys;
  log: (line: string) => void;
  /** Where the details of a fault go (stack, paths, library messages): never into an answer. */
  logError: (line: string) => void;
}

/**
 * The API gateway: dispatches /rest/v1, /auth/v1, /functions/v1 and /storage/v1 the way
 * Supabase's Kong does, with CORS and the project-key check in front. Whatever a handler throws
 * ends here as a clean 500 in the service's shape, its details in the error log only.
 */
export function createRouter(options: RouterOptions): RequestListener {
  return (req, res) => {
    route(req, res, options).catch((error: unknown) => {
      // A client that hung up mid-request (its body cut off) has no one left to answer: no fault.
      const hungUp = (error as NodeJS.ErrnoException)?.code === 'ECONNRESET' && req.socket.destroyed;
      if (!hungUp)
        options.logError(
          `error on ${req.method} ${JSON.stringify(req.url)}: ${(error as Error)?.stack ?? String(error)}`,
        );
      if (res.headersSent || hungUp) return void res.destroy();
      applyCors(req, res, options.allowOrigin);
      sendFailure(req, res, serviceOf(requestUrl(req.url)?.pathname ?? '/'), 500, INTERNAL);
    });
  };
}

async function route(req: IncomingMessage, res: ServerResponse, options: RouterOptions): Promise<void> {
  const url = requestUrl(req.url);
  const service = serviceOf(url?.pathname ?? '/');
  if (!url || !isWellEncoded(url.pathname)) {
    applyCors(req, res, options.allowOrigin);
    return sendFailure(req, res, url ? service : 'gateway', 400, BAD_PATH);
  }

  if (service === 'functions') {
    const ctx = await options.ready;
    return handleFunctions(req, res, url, ctx, () => applyCors(req, res, options.allowOrigin));
  }
  if (isPreflight(req)) return answerPreflight(req, res, options.allowOrigin);
  applyCors(req, res, options.allowOrigin);

  if (url.pathname === '/health') {
    await options.ready;
    return sendJson(res, 200, { status: 'ok' });
  }
  if (service === 'storage') return handleStorage(req, res, url, await options.ready);
  if (service === 'rest' && url.pathname.startsWith('/rest/v1/')) {
    const caller = await identifyCaller(req, url, options.keys);
    if (isRefusal(caller)) return sendJson(res, caller.status, caller.body);
    hideQueryKey(url);
    return handleRest(req, res, url, caller, await options.ready);
  }
  if (service === 'auth' && url.pathname.startsWith('/auth/v1/')) {
    // Public, as on hosted Supabase: anyone may fetch the keys that verify the project's sessions.
    if (url.pathname === JWKS_PATH && (req.method === 'GET' || req.method === 'HEAD'))
      return sendJson(res, 200, options.keys.jwks, { 'Cache-Control': 'public, max-age=600' });
    const refusal = await passGateway(req, url, options.keys);
    if (refusal) return sendJson(res, refusal.status, refusal.body);
    return handleAuth(req, res, url, await options.ready);
  }
  sendJson(res, 404, { message: 'no Route matched with those values' });
}
