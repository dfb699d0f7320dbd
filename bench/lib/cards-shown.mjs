// When the Knowledge Hub's first resource card is on screen, on the phone profile: the card is in
// the page, and two frames later it has been painted. By the page's own clock, median of several
// cold loads, also after the first paint of the same load. Measured on the routes whose page is the
// Knowledge Hub's (the site manifest).
import { BUNDLES, SHELL_BUNDLE } from 'release';
import { measureMoment } from './interactive-at.mjs';

/** @typedef {Window & { __cardShownAt?: number }} CardWindow the page's window once recordCardShown runs in it */

/** The routes whose page lists the Knowledge Hub's resources as cards. */
export const CARD_ROUTES = SHELL_BUNDLE.pages
  .filter((page) => page.remote === BUNDLES['knowledge-hub']?.remoteKey)
  .map((page) => page.path);

/** Records, in the page, when the first resource card (an `article` of the page) has been painted. */
export function recordCardShown() {
  new MutationObserver((_changes, observer) => {
    if (!document.querySelector('#root article')) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        /** @type {CardWindow} */ (window).__cardShownAt = performance.now();
      }),
    );
  }).observe(document, { subtree: true, childList: true });
}

/** @type {import('./interactive-at.mjs').Moment} */
const CARD_SHOWN = { record: recordCardShown, read: () => /** @type {CardWindow} */ (window).__cardShownAt };

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {number} loads
 * @returns {Promise<import('./interactive-at.mjs').MomentAt>}
 */
export function measureCardsShown(browser, url, loads = 5) {
  return measureMoment(browser, url, CARD_SHOWN, loads);
}
