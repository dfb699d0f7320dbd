// Which files a served page names, so the browser can ask for them without discovering them one
// round trip at a time: an attribute (src, href, poster), a url() in its CSS, or one of the lists
// the shell's page loader reads (`#shell-entries`, `#page-files`). The benchmark and the e2e tests
// check the same way that everything a route loads before take-over is named.

import { PAGE_FILES, SHELL_ENTRIES, jsonListIn } from 'prerender';

/** @param {string} html @param {string} id */
const jsonList = (html, id) => jsonListIn(html, id).map((item) => (typeof item === 'string' ? item : item.href));

/**
 * @param {string} html the served page
 * @param {string} pageUrl where it was served, to resolve relative names
 * @returns {Set<string>} absolute URLs
 */
export function filesNamedIn(html, pageUrl) {
  const named = [
    ...[...html.matchAll(/\s(?:src|href|poster)="?([^"\s>]+)|url\(["']?([^"')]+)/g)].flatMap((m) => m[1] ?? m[2] ?? []),
    ...jsonList(html, SHELL_ENTRIES),
    ...jsonList(html, PAGE_FILES),
  ];
  return new Set(named.map((name) => new URL(name, pageUrl).href));
}
