import { data, type HydrationState } from 'react-router-dom';

/** What a path that no page is served at answers: the status the error screen shows. */
export const NOT_FOUND = { status: 404, statusText: 'Not Found' } as const;

/** The route whose error screen shows a page's failure, or a path's absence, inside the layout. */
export const PAGE_ERRORS_ROUTE = 'page-errors';

/**
 * `#root`'s `data-prerendered` on the page rendered ahead of time for every unknown path (the
 * shell's server sends it with a 404), where the other pages name their route.
 */
export const NOT_FOUND_PAGE = '*';

/** The catch-all route's loader: nothing is served here. */
export function notFoundLoader(): never {
  throw data(null, NOT_FOUND);
}

/**
 * The router state of the not-found page as it was rendered ahead of time, so the browser takes
 * that page over as it is: without it the router would first run the catch-all loader, and show
 * nothing until it had.
 */
export function notFoundHydrationData(): HydrationState {
  return { errors: { [PAGE_ERRORS_ROUTE]: { ...NOT_FOUND, internal: false, data: null } } };
}
