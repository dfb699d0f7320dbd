// A release that may not be served answers each of its files with a 4xx, at its canonical path and
// every other spelling of it (fuzz-paths.mjs oddSpellings; release-layout's refusedSpelling, the release package's release gate).
import { oddSpellings } from './fuzz-paths.mjs';
import { requestBytes } from './fuzz-requests.mjs';
import { sendRaw } from './raw-http.mjs';

/**
 * @typedef {{ path: string, spelling: string, status: number }} SpellingProblem an answer that is not a 4xx
 */

/** What a script and a page load send: each spelling is asked both ways, and with and without br. */
const ASKED_AS = [
  [
    ['Accept', '*/*'],
    ['Accept-Encoding', 'identity'],
  ],
  [
    ['Accept', '*/*'],
    ['Accept-Encoding', 'gzip, deflate, br'],
  ],
  [
    ['Accept', 'text/html'],
    ['Accept-Encoding', 'gzip, deflate, br'],
  ],
];

/**
 * Asks the server on 127.0.0.1:`port` for each path below (files that must not be served) at its
 * canonical spelling and every odd one: any answer but a 4xx is a problem.
 * @param {{ port: number, paths: string[] }} options
 * @returns {Promise<SpellingProblem[]>}
 */
export async function unservedSpellings({ port, paths }) {
  /** @type {SpellingProblem[]} */
  const problems = [];
  for (const canonical of paths) {
    for (const [spelling, target] of Object.entries({ canonical, ...oddSpellings(canonical) })) {
      for (const headers of ASKED_AS) {
        const asked = { index: 0, method: 'GET', target, body: null, chunked: false, label: spelling };
        const request = requestBytes({ ...asked, headers: /** @type {[string, string][]} */ (headers) }, port);
        const { status } = await sendRaw(port, request);
        if (status < 400 || status >= 500) problems.push({ path: target, spelling, status });
      }
    }
  }
  return problems;
}
