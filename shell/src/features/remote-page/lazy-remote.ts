import { lazy, type ComponentType } from 'react';
import type { PageModule, RemoteKey } from 'shared-ui';
import { loadRemoteModule, resetRemote } from '../../federation/remotes';

// One component per remote module, kept across navigations so a loaded page never re-suspends:
// React.lazy until the module has arrived, the page itself once it has been preloaded.
const cache = new Map<string, ComponentType>();
const preloaded = new Set<ComponentType>();
/** Each module's load under way or done, shared by its lazy page, startLoadingRemotePage and preloadRemotePage. */
const loading = new Map<string, Promise<PageModule>>();

const keyOf = (remote: RemoteKey, module: string) => `${remote}/${module}`;

function load(remote: RemoteKey, module: string): Promise<PageModule> {
  const key = keyOf(remote, module);
  let promise = loading.get(key);
  if (!promise) {
    promise = loadRemoteModule<PageModule>(remote, module);
    // A failure is not kept: the next render asks the network again.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

export function lazyRemotePage(remote: RemoteKey, module: string): ComponentType {
  const key = keyOf(remote, module);
  let page = cache.get(key);
  if (!page) {
    page = lazy(() => load(remote, module));
    cache.set(key, page);
  }
  return page;
}

/**
 * Starts loading a page's module before anything renders it (the page served as HTML is on screen
 * while the shell starts): its lazy page then resolves with the same load.
 */
export function startLoadingRemotePage(remote: RemoteKey, module: string): void {
  load(remote, module).catch(() => {
    // RemotePage loads it again and shows the unavailable screen with its Retry.
  });
}

/** The page of a module preloaded before the first render, if it was: it renders without suspending. */
export function preloadedRemotePage(remote: RemoteKey, module: string): ComponentType | undefined {
  const page = cache.get(keyOf(remote, module));
  return page && preloaded.has(page) ? page : undefined;
}

/**
 * Loads a page before the first render, so that render shows the whole page at once (the
 * first-screen renderer in Node). A failure is left for the page's own error handling on render.
 */
export async function preloadRemotePage(remote: RemoteKey, module: string): Promise<boolean> {
  try {
    const loaded = await load(remote, module);
    cache.set(keyOf(remote, module), loaded.default);
    preloaded.add(loaded.default);
    return true;
  } catch {
    // RemotePage loads it again and shows the unavailable screen with its Retry.
    return false;
  }
}

/**
 * React.lazy remembers a failed import, so a retry needs new lazy components, and the federation
 * runtime remembers a failed entry, so the remote is registered afresh.
 */
export function forgetRemote(remote: RemoteKey): void {
  for (const key of [...cache.keys()]) if (key.startsWith(`${remote}/`)) cache.delete(key);
  for (const key of [...loading.keys()]) if (key.startsWith(`${remote}/`)) loading.delete(key);
  resetRemote(remote);
}
