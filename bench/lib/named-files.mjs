// Which files a served page names, so the browser can ask for them without discovering them one
// round trip at a time: an attribute (src, href, poster), a url() in its CSS, or one of the lists
// the shell's page loader reads (`#shell-entries`, `#page-files`). The benchmark and the e2e tests
// check the same way that everything a route loads before take-over is named.

const jsonList = (html, id) => {
  const match = new RegExp(`<script type="?application/json"? id="?${id}"?>([^<]*)</script>`).exec(html);
  if (!match) return [];
  const list = JSON.parse(match[1]);
  return Array.isArray(list) ? list.map((item) => (typeof item === 'string' ? item : item.href)) : [];
};

/**
 * @param {string} html the served page
 * @param {string} pageUrl where it was served, to resolve relative names
 * @returns {Set<string>} absolute URLs
 */
export function filesNamedIn(html, pageUrl) {
  const named = [
    ...[...html.matchAll(/\s(?:src|href|poster)="?([^"\s>]+)|url\(["']?([^"')]+)/g)].map((m) => m[1] ?? m[2]),
    ...jsonList(html, 'shell-entries'),
    ...jsonList(html, 'page-files'),
  ];
  return new Set(named.map((name) => new URL(name, pageUrl).href));
}
