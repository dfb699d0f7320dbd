import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { sitePageAt, type RemoteKey } from 'shared-ui';
import { SiteProviders } from '../app/app';
import { siteRoutes } from '../app/routes';
import { headHtml } from '../features/page-head/head-html';
import { pageHeadFor } from '../features/page-head/head-tags';
import { preloadRemotePage } from '../features/remote-page/lazy-remote';
import { loadRemoteModule, registerSiteRemotes } from '../federation/remotes';

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
 */
export type RenderedRoute = { markup: string; css: string; head: string } | { skipped: string };
export type RenderedRoutes = Record<string, RenderedRoute>;

// Never called: effects do not run while rendering, so no session is read and no data is fetched.
const noBackend = (): Promise<SupabaseClient> => new Promise(() => undefined);

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

async function markupOf(element: ReactElement): Promise<string> {
  const errors: unknown[] = [];
  // Waits for every lazy part: the page is rendered whole, never with a fallback to fill in later.
  const { prelude } = await prerenderToNodeStream(element, { onError: (error) => void errors.push(error) });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length) throw errors[0];
  return html;
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

  // Only the pages a shell build composes are rendered ahead of time: a joined bundle's never are.
  const handler = createStaticHandler(siteRoutes());
  const context = await handler.query(new Request(new URL(route, 'http://localhost').href));
  if (context instanceof Response) return { skipped: `the router answered ${context.status}` };
  const router = createStaticRouter(handler.dataRoutes, context);
  // Class names are the browser's (the default key), and the rules are collected, not inlined.
  const cache = createCache({ key: 'css' });
  const { extractCritical } = createEmotionServer(cache);
  const html = await markupOf(
    <CacheProvider value={cache}>
      <SiteProviders loadSupabase={noBackend}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SiteProviders>
    </CacheProvider>,
  );
  const { css } = extractCritical(html);
  return { markup: html, css, head: headHtml(pageHeadFor(page, origin)) };
}

/** Renders each route's first screen with the remotes of `input` (see scripts/lib/prerender). */
export async function renderRoutes(input: RenderInput): Promise<RenderedRoutes> {
  // Each remote by its Node entry on disk: there is no manifest to read.
  registerSiteRemotes(input.remotes, input.remotes);
  const rendered: RenderedRoutes = {};
  for (const route of input.routes) {
    try {
      rendered[route] = await renderRoute(route, input.origin);
    } catch (error) {
      rendered[route] = { skipped: firstLine(error) ?? 'the render failed' };
    }
  }
  return rendered;
}
