// When the shell's header answers input, on the phone profile: React has attached its handlers to
// the header's Contact Us button (a node React has hydrated carries an own `__reactProps$…`
// property), by the page's own clock, median of several cold loads, also after the first paint of
// the same load. Hydration mutates nothing a MutationObserver sees, so the page checks every frame.
import { measureMoment } from './interactive-at.mjs';

/** @typedef {Window & { __headerAnswersAt?: number }} HeaderWindow the page's window once recordHeaderAnswers runs in it */
/** @typedef {import('./interactive-at.mjs').MomentAt} HeaderAnswers when the header answers */

/** Records, in the page, when the header's Contact Us button is hydrated (an init script). */
export function recordHeaderAnswers() {
  const check = () => {
    const button = document.querySelector('header[data-solid] button[data-action="contact"]');
    if (button && Object.keys(button).some((key) => key.startsWith('__reactProps$'))) {
      /** @type {HeaderWindow} */ (window).__headerAnswersAt = performance.now();
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** The header's Contact Us has been hydrated. @type {import('./interactive-at.mjs').Moment} */
const HEADER_ANSWERS = {
  record: recordHeaderAnswers,
  read: () => /** @type {HeaderWindow} */ (window).__headerAnswersAt,
};

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {number} loads cold loads to take the median of
 * @returns {Promise<HeaderAnswers>}
 */
export function measureHeaderAnswers(browser, url, loads = 5) {
  return measureMoment(browser, url, HEADER_ANSWERS, loads);
}
