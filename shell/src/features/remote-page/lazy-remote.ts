import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageModule, RemoteKey } from 'shared-ui';
import { loadRemoteModule, resetRemote } from '../../federation/remotes';

type LazyPage = LazyExoticComponent<ComponentType>;

// One lazy component per remote module, kept across navigations so a loaded page never re-suspends.
const cache = new Map<string, LazyPage>();

export function lazyRemotePage(remote: RemoteKey, module: string): LazyPage {
  const key = `${remote}/${module}`;
  let page = cache.get(key);
  if (!page) {
    page = lazy(() => loadRemoteModule<PageModule>(remote, module));
    cache.set(key, page);
  }
  return page;
}

/**
 * React.lazy remembers a failed import, so a retry needs new lazy components, and the federation
 * runtime remembers a failed entry, so the remote is registered afresh.
 */
export function forgetRemote(remote: RemoteKey): void {
  for (const key of [...cache.keys()]) if (key.startsWith(`${remote}/`)) cache.delete(key);
  resetRemote(remote);
}
