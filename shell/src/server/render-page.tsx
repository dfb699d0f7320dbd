import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { sitePageAt, type RemoteKey } from 'shared-ui';
import { SiteShell } from '../app/app';
import { siteRoutes } from '../app/routes';
import { NOT_FOUND, NOT_FOUND_PAGE } from '../app/not-found';
import { errorPageMeta } from '../features/errors/error-meta';
import { headHtml, unindexedHeadHtml } from '../features/page-head/head-html';
import { pageHeadFor } from '../features/page-head/head-tags';
import { preloadRemotePage } from '../features/remote-page/lazy-remote';
import { loadRemoteModule, registerSiteRemotes } from '../federation/remotes';
import { createSiteLocation } from '../routing/site-location';

export interface RenderInput {
  /** Paths to render, e.g. `/services`. */
  routes: string[];
  /** The Node `remoteEntry.js` of each remote's live release, by remote key. */
  remotes: Record<RemoteKey, string>;
  /** The site's public origin (the runtime config's publicOrigin): canonical URLs and link previews name it. */
  origin: string;
}

/**
 * The first screen of a route: the markup of #root, the CSS rules it uses and the page's head (title,
 * description, canonical URL, link-preview tags, the firm as JSON-LD); or why there is none.
 * `notFound` marks the page of every path no route matches.
 */
export type RenderedRoute = { markup: string; css: string; head: string; notFound?: true } | { skipped: string };
/** By route; the not-found page under NOT_FOUND_PAGE, the value its #root names as its route. */
export type RenderedRoutes = Record<string, RenderedRoute>;

// Never called: effects do not run while rendering, so no session is read and no data is fetched.
const noBackend = (): Promise<SupabaseClient> => new Promise(() => undefined);

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

async function markupOf(element: ReactElement): Promise<string> {
  const errors: unknown[] = [];
  // Waits for every lazy part: the page is rendered whole, never with a fallback to fill in later.
  // One page, written whole: no boundary is ever sent as a fallback to fill in by script, however large
  // (React outlines a boundary above progressiveChunkSize, and its script is not in the CSP).
  const { prelude } = await prerenderToNodeStream(element, {
    onError: (error) => void errors.push(error),
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length) throw errors[0];
  return html;
}

/** The page of every path no route matches: the router's own 404, as the browser shows it. */
async function renderNotFound(): Promise<RenderedRoute> {
  const { markup, css } = await renderAt('/.not-found', NOT_FOUND.status);
  const head = unindexedHeadHtml(errorPageMeta(`${NOT_FOUND.status} ${NOT_FOUND.statusText}`));
  return { markup, css, head, notFound: true };
}

async function renderRoute(route: string, origin: string): Promise<RenderedRoute> {
  const page = sitePageAt(route);
  if (!page) return { skipped: 'no page is served there' };
  try {
    await loadRemoteModule(page.remote, page.module);
  } catch (error) {
    return { skipped: `the ${page.remote} bundle could not be loaded (${firstLine(error)})` };
  }
  // Renders without suspending, as the browser does when it takes the page over.
  await preloadRemotePage(page.remote, page.module);
  return { ...(await renderAt(route, 200)), head: headHtml(pageHeadFor(page, origin)) };
}

/** The markup of #root at `path` and the CSS rules it uses, when the router answers `status` there. */
async function renderAt(path: string, status: number): Promise<{ markup: string; css: string }> {
  // Only the pages a shell build composes are rendered ahead of time: a joined bundle's never are.
  const handler = createStaticHandler(siteRoutes());
  const context = await handler.query(new Request(new URL(path, 'http://localhost').href));
  if (context instanceof Response) throw new Error(`the router answered ${context.status}`);
  if (context.statusCode !== status) throw new Error(`the router answered ${context.statusCode}, not ${status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Class names are the browser's (the default key), and the rules are collected, not inlined.
  const cache = createCache({ key: 'css' });
  const { extractCritical } = createEmotionServer(cache);
  const html = await markupOf(
    <CacheProvider value={cache}>
      <SiteShell loadSupabase={noBackend} location={createSiteLocation(path)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SiteShell>
    </CacheProvider>,
  );
  const { css } = extractCritical(html);
  return { markup: html, css };
}

/** Renders each route's first screen with the remotes of `input` (see packages/prerender). */
export async function renderRoutes(input: RenderInput): Promise<RenderedRoutes> {
  // Each remote by its Node entry on disk: there is no manifest to read.
  registerSiteRemotes(input.remotes, input.remotes);
  const rendered: RenderedRoutes = {};
  const renders: [string, () => Promise<RenderedRoute>][] = [
    ...input.routes.map((route): [string, () => Promise<RenderedRoute>] => [
      route,
      () => renderRoute(route, input.origin),
    ]),
    [NOT_FOUND_PAGE, renderNotFound],
  ];
  for (const [route, render] of renders) {
    try {
      rendered[route] = await render();
    } catch (error) {
      rendered[route] = { skipped: firstLine(error) ?? 'the render failed' };
    }
  }
  return rendered;
}
