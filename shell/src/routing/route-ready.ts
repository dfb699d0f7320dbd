import { useEffect } from 'react';
import { replayEarlyInput } from '../early-input/replay-early-input';

export type RouteReadyState = 'page' | 'unavailable' | 'error';

/**
 * Marks the root element once the current route shows its page (or the unavailable or error screen):
 * the first-screen renderer and the measurements wait for `#root[data-route-ready]`. Input held
 * inside the page until then is replayed now, on the live page.
 */
export function useRouteReady(state: RouteReadyState): void {
  useEffect(() => {
    const root = document.getElementById('root');
    root?.setAttribute('data-route-ready', state);
    replayEarlyInput();
    return () => root?.removeAttribute('data-route-ready');
  }, [state]);
}
