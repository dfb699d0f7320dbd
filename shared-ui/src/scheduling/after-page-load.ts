import { useEffect, useState } from 'react';

/** Longest wait for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;
/** Where requestIdleCallback is missing (Safari), a short pause stands in for it. */
export const IDLE_FALLBACK_MS = 200;

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(handle);
}

/**
 * Calls `callback` once the shell marks the current route's page as rendered
 * (`#root[data-route-ready]`); at once where there is no such root (a remote running alone).
 */
function whenRouteReady(callback: () => void): () => void {
  const root = document.getElementById('root');
  if (!root || root.hasAttribute('data-route-ready')) {
    callback();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute('data-route-ready')) return;
    observer.disconnect();
    callback();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-route-ready'] });
  return () => observer.disconnect();
}

/**
 * Runs `callback` at the first idle moment after the window's load event and after the route's
 * page is rendered, so work the first screen does not need (optional media, the backend client,
 * animation code) never competes with it. Returns a function that cancels it.
 */
export function afterPageLoad(callback: () => void): () => void {
  let cancelReady: (() => void) | undefined;
  let cancelIdle: (() => void) | undefined;
  const onLoad = () => {
    cancelReady = whenRouteReady(() => {
      cancelIdle = whenIdle(callback);
    });
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelReady?.();
    cancelIdle?.();
  };
}

/** False until the first idle moment after the window's load event. */
export function useAfterPageLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterPageLoad(() => setReady(true)), []);
  return ready;
}

/** Signs that a visitor is about to use the page: a pointer over or down, a touch, a key, a focus. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Runs `callback` once: at the visitor's first sign of using the page, or, with no such sign, at
 * an idle moment `laterMs` after the page has loaded, so code needed only for what comes next
 * (animations of the next page change) never takes the CPU while the page starts. Returns a
 * function that cancels it.
 */
export function beforeFirstUse(callback: () => void, laterMs: number): () => void {
  let done = false;
  let cancelLater: (() => void) | undefined;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    callback();
  };
  const cancel = () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, run, true);
    window.clearTimeout(timer);
    cancelLater?.();
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, run, { capture: true, passive: true });
  const timer = window.setTimeout(() => {
    cancelLater = afterPageLoad(run);
  }, laterMs);
  return () => {
    done = true;
    cancel();
  };
}
