// When the shell's header answers input, on the phone profile: React has attached its handlers to
// the header's Contact Us button (a node React has hydrated carries an own `__reactProps$…`
// property), by the page's own clock, median of several cold loads, also after the first paint of
// the same load. Hydration mutates nothing a MutationObserver sees, so the page checks every frame.
import { coldLoad } from './interactive-at.mjs';
import { median } from './lighthouse.mjs';

/** @typedef {Window & { __headerAnswersAt?: number }} HeaderWindow the page's window once recordHeaderAnswers runs in it */
/** @typedef {{ paint: number, at: number }} HeaderLoad in ms since navigation start */
/**
 * @typedef {object} HeaderAnswers medians of the samples
 * @property {number} at the header answers, ms since navigation start
 * @property {number} afterPaint ms after the first paint of the same load
 * @property {HeaderLoad[]} samples
 */

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

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {number} loads cold loads to take the median of
 * @returns {Promise<HeaderAnswers>}
 */
export async function measureHeaderAnswers(browser, url, loads = 5) {
  const moment = { record: recordHeaderAnswers, read: () => /** @type {HeaderWindow} */ (window).__headerAnswersAt };
  /** @type {HeaderLoad[]} */
  const samples = [];
  for (let i = 0; i < loads; i += 1) samples.push(await coldLoad(browser, url, moment));
  return {
    at: median(samples.map((s) => s.at)),
    afterPaint: median(samples.map((s) => s.at - s.paint)),
    samples,
  };
}
