import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureSupabase, getSupabase } from 'shared-ui';
import { App } from './app/app';
import { pageRouteAt } from './app/page-routes';
import { loadRuntimeConfig } from './config/runtime-config';
import { preloadRemotePage } from './features/remote-page/lazy-remote';
import { registerSiteRemotes } from './federation/remotes';

/**
 * A page rendered ahead of time (scripts/lib/prerender) is on screen already: its module is
 * loaded before the first render, so React replaces it with the same page, never a placeholder.
 */
async function preloadPrerenderedPage(container: HTMLElement): Promise<void> {
  if (!container.hasAttribute('data-prerendered')) return;
  const route = pageRouteAt(window.location.pathname);
  if (route) await preloadRemotePage(route.remote, route.module);
}

async function start() {
  const container = document.getElementById('root')!;
  const root = createRoot(container);
  // A transition lets React render in short slices, so the page stays responsive while it starts.
  const render = (app: ReactNode) => startTransition(() => root.render(app));
  try {
    const config = await loadRuntimeConfig();
    registerSiteRemotes(config.remotes);
    configureSupabase(config.supabase);
    await preloadPrerenderedPage(container);
    render(<App loadSupabase={getSupabase} />);
  } catch (error) {
    // Without a config the remotes are unknown: the shell still renders, and each page says it is unavailable.
    console.error('[shell] runtime config could not be loaded:', error);
    render(<App loadSupabase={null} />);
  }
}

void start();
