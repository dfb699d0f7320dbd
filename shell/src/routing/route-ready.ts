import { useEffect } from 'react';

export type RouteReadyState = 'page' | 'unavailable' | 'error';

/**
 * Marks the root element once the current route shows its page (or the unavailable or error screen):
 * the first-screen renderer and the measurements wait for `#root[data-route-ready]`.
 */
export function useRouteReady(state: RouteReadyState): void {
  useEffect(() => {
    const root = document.getElementById('root');
    root?.setAttribute('data-route-ready', state);
    return () => root?.removeAttribute('data-route-ready');
  }, [state]);
}
