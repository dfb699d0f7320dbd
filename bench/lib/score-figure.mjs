// Lighthouse's score of a route in several variants measured in the same rounds, against the
// page without scripts: each variant's median and range, and whether the site's median equals
// that of the page without scripts (the issue's "Lighthouse mobile stays equal to the page
// without scripts").
import { median } from './median.mjs';

/** @typedef {{ median: number, lowest: number, highest: number, runs: number }} ScoreSpread */

/**
 * @param {number[]} scores 0-100, one per run; a failed run (NaN) is left out
 * @returns {ScoreSpread}
 */
export function scoreSpread(scores) {
  const done = scores.filter((score) => Number.isFinite(score));
  return {
    median: median(done),
    lowest: done.length ? Math.min(...done) : Number.NaN,
    highest: done.length ? Math.max(...done) : Number.NaN,
    runs: done.length,
  };
}

/**
 * @param {number[]} site the site's scores (with everything it loads)
 * @param {number[]} noScripts the scores of the same page without scripts
 * @returns {{ site: ScoreSpread, noScripts: ScoreSpread, equal: boolean }} `equal` is false when
 *   either side has no run: a figure nobody measured is not met
 */
export function scoreAgainstNoScripts(site, noScripts) {
  const siteSpread = scoreSpread(site);
  const noScriptsSpread = scoreSpread(noScripts);
  const measured = siteSpread.runs > 0 && noScriptsSpread.runs > 0;
  return {
    site: siteSpread,
    noScripts: noScriptsSpread,
    equal: measured && siteSpread.median >= noScriptsSpread.median,
  };
}
