import { createContext, useContext, useSyncExternalStore } from 'react';
import { loadSitePage, type SiteNavigate } from 'shared-ui';

/** What the shell follows of React Router's data router (createBrowserRouter's router object). */
export interface FollowedRouter {
  readonly state: { readonly location: { readonly pathname: string } };
  navigate(to: string, options?: { replace?: boolean }): unknown;
  subscribe(listener: (state: { readonly location: { readonly pathname: string } }) => void): () => void;
}

/**
 * The path of the page shown and the way to another page, for the parts of the shell outside the
 * router (the header, the footer, and every page's links through shared-ui's SiteLink). They take a
 * served page over before the router's code has arrived: until the router follows this location,
 * the path is the one the page was loaded at, and a link loads its page from the server, as it
 * would without scripts.
 */
export interface SiteLocation {
  /** The path shown now. */
  readonly path: () => string;
  /** Calls `listener` whenever the path changes; returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void;
  /** Goes to a path of the site: in place once the router follows, else with a page load. */
  readonly navigate: SiteNavigate;
  /** The router has started: links navigate with it and the path follows it. Returns the undo. */
  readonly follow: (router: FollowedRouter) => () => void;
}

/** A location at `initialPath` (the browser's path, or the path a first screen is rendered at). */
export function createSiteLocation(initialPath: string): SiteLocation {
  let path = initialPath;
  let router: FollowedRouter | null = null;
  const listeners = new Set<() => void>();
  const show = (next: string) => {
    if (next === path) return;
    path = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    path: () => path,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    navigate: (to, options) => {
      if (router) void router.navigate(to, { replace: options?.replace ?? false });
      else loadSitePage(to, options);
    },
    follow: (followed) => {
      router = followed;
      show(followed.state.location.pathname);
      const unsubscribe = followed.subscribe((state) => show(state.location.pathname));
      return () => {
        unsubscribe();
        if (router === followed) router = null;
      };
    },
  };
}

const SiteLocationContext = createContext<SiteLocation | null>(null);

/** Provides the site's location to the shell's parts outside the router (SiteLayout). */
export const SiteLocationProvider = SiteLocationContext.Provider;

/** The site's location; only inside SiteLocationProvider. */
export function useSiteLocation(): SiteLocation {
  const location = useContext(SiteLocationContext);
  if (!location) throw new Error('useSiteLocation: render inside SiteLocationProvider (the SiteLayout)');
  return location;
}

/** The path of the page shown, followed as the router navigates. */
export function usePagePath(): string {
  const location = useSiteLocation();
  return useSyncExternalStore(location.subscribe, location.path, location.path);
}

/**
 * True when a link to `to` names the page at `path` or a page below it, as React Router's NavLink
 * decides (the home page only when it is shown itself).
 */
export function isCurrentPage(to: string, path: string): boolean {
  const target = to.toLowerCase();
  const shown = path.toLowerCase();
  if (shown === target) return true;
  if (target === '/') return false;
  const base = target.endsWith('/') ? target.slice(0, -1) : target;
  return shown.startsWith(`${base}/`);
}
