import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { handleAuth } from '../auth/auth-handler';
import { handleFunctions } from '../functions/functions-handler';
import { handleRest } from '../rest/rest-handler';
import { handleStorage } from '../storage/storage-handler';
import type { BackendContext } from './context';
import { answerPreflight, applyCors, isPreflight, type OriginPolicy } from './cors';
import { checkProjectKey, hideQueryKey, identifyCaller, isRefusal } from './gateway-auth';
import { sendJson } from './io';

/** What the router needs before the database is open. */
export interface RouterOptions {
  /** Resolves when the database is open; requests that need it wait. */
  ready: Promise<BackendContext>;
  allowOrigin: OriginPolicy;
  jwtSecret: string;
  log: (line: string) => void;
}

/**
 * The API gateway: dispatches /rest/v1, /auth/v1, /functions/v1 and /storage/v1 the way
 * Supabase's Kong does, with CORS and the project-key check in front.
 */
export function createRouter(options: RouterOptions): RequestListener {
  return (req, res) => {
    route(req, res, options).catch((error: unknown) => {
      options.log(`error on ${req.method} ${req.url}: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent)
        sendJson(res, 500, {
          message: 'Internal error in the local backend',
          details: String((error as Error).message ?? error),
        });
      else res.destroy();
    });
  };
}

async function route(req: IncomingMessage, res: ServerResponse, options: RouterOptions): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const service = url.pathname.split('/')[1] ?? '';

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
    const caller = await identifyCaller(req, url, options.jwtSecret);
    if (isRefusal(caller)) return sendJson(res, caller.status, caller.body);
    hideQueryKey(url);
    return handleRest(req, res, url, caller, await options.ready);
  }
  if (service === 'auth' && url.pathname.startsWith('/auth/v1/')) {
    const refusal = await checkProjectKey(req, url, options.jwtSecret);
    if (refusal) return sendJson(res, refusal.status, refusal.body);
    return handleAuth(req, res, url, await options.ready);
  }
  sendJson(res, 404, { message: 'no Route matched with those values' });
}
