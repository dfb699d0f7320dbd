import { startTransition, type ReactNode } from 'react';
import { configureSupabase, getSupabase, hasStoredSession, sitePageAt, type SitePage } from 'shared-ui';
import { App } from './app/app';
import { NOT_FOUND_PAGE } from './app/not-found';
import { loadRuntimeConfig } from './config/runtime-config';
import { keepOutOfSearchIndex, setPublicOrigin } from './features/page-head/page-head';
import { PreviewBadge } from './features/preview/preview-badge';
import { startPreview } from './features/preview/start-preview';
import { startLoadingRemotePage } from './features/remote-page/lazy-remote';
import { registerSiteRemotes } from './federation/remotes';
import { nextTask } from './start/run-in-tasks';
import { scheduleTelemetry } from './telemetry/schedule-telemetry';

/**
 * A page rendered ahead of time (packages/prerender) is on screen already: React takes that
 * markup over as it is (hydration), the shell at once and the page when its module has arrived.
 * Returns what starts loading the page's module (nothing for the not-found page), or null when the
 * served markup is not this path's to take over: a plain index.html, or the not-found page that a
 * host answering every path it has no object for with it (a bucket behind a CDN) sends at the path
 * of a page, such as one of a bundle joined at run time. That renders afresh.
 */
function servedPageModule(container: HTMLElement, joinedPages: readonly SitePage[] = []): (() => void) | null {
  if (servedNotFound(container, joinedPages)) return () => undefined;
  const page = sitePageAt(window.location.pathname, joinedPages);
  if (!page || container.getAttribute('data-prerendered') !== page.path) return null;
  return () => startLoadingRemotePage(page.remote, page.module);
}

/** The not-found page rendered ahead of time is on screen, at a path no page is at: React takes it over as it is. */
const servedNotFound = (container: HTMLElement, joinedPages: readonly SitePage[] = []) =>
  container.getAttribute('data-prerendered') === NOT_FOUND_PAGE && !sitePageAt(window.location.pathname, joinedPages);

/**
 * React's report of a component that threw while its served markup was being taken over: the
 * page's module could not be loaded, and the page's error boundary shows the unavailable screen
 * instead, as it should (React error 422).
 */
const SECTION_FAILED = /#422\b|error while hydrating this Suspense boundary/i;

/** A served page that differs from what React renders is replaced by a fresh render; say so quietly. */
function onRecoverableError(error: unknown): void {
  if (error instanceof Error && SECTION_FAILED.test(error.message)) return;
  console.warn('[shell] the page served as HTML was rendered again:', error);
}

async function start() {
  const container = document.getElementById('root')!;
  // react-dom, the largest file of the start, may still be on its way: everything else is made
  // ready meanwhile.
  const reactDom = import('react-dom/client');
  // A transition lets React render in short slices, so the page stays responsive while it starts.
  const render = async (app: ReactNode) => {
    const { createRoot } = await reactDom;
    startTransition(() => createRoot(container).render(app));
  };
  try {
    const config = await loadRuntimeConfig();
    // A release preview (?preview=bundle@version) swaps remotes for candidates before any is loaded.
    const { remotes, entries, previews } = await startPreview(config.remotes, config.entries);
    registerSiteRemotes(remotes, entries);
    setPublicOrigin(config.publicOrigin);
    configureSupabase(config.supabase);
    scheduleTelemetry({
      supabaseUrl: config.supabase.url,
      joinedPages: config.pages,
      previewed: previews.map((preview) => preview.remote),
      arms: config.arms,
    });
    const app = (
      <App
        loadSupabase={getSupabase}
        sessionStored={hasStoredSession}
        joinedPages={config.pages}
        notFoundServed={servedNotFound(container, config.pages)}
      />
    );
    const loadPageModule = previews.length ? null : servedPageModule(container, config.pages);
    if (previews.length) {
      // The served markup belongs to the live releases: the candidates render afresh, out of search.
      keepOutOfSearchIndex();
      await render(
        <>
          {app}
          <PreviewBadge previews={previews} />
        </>,
      );
    } else if (loadPageModule) {
      const { hydrateRoot } = await reactDom;
      // react-dom has just run, in the task its file arrived in (it is the last of the start to
      // arrive): the header is taken over in a task of its own, so that neither makes a long one.
      await nextTask();
      // Not in a transition: the root holds the header and little else (the router, the page, the
      // footer and the toast area wait in boundaries of their own, which React takes over later in
      // short slices), and React takes it over in one short task, without yielding in between.
      hydrateRoot(container, app, { onRecoverableError });
      // The page's files are on their way already (the page loader's preloads). Its module is asked
      // for now, in a task of its own: a page module that waited for react-dom would otherwise run
      // in the task that has just run react-dom, and make it a long one.
      await nextTask();
      loadPageModule();
    } else await render(app);
  } catch (error) {
    // Without a config the remotes are unknown: the shell still renders, and each page says it is unavailable.
    console.error('[shell] runtime config could not be loaded:', error);
    await render(<App loadSupabase={null} />);
  }
}

void start();
