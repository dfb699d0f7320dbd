// The JSON lists a shell page carries for its inline page loader (shell/src/page-loader):
// `#shell-entries`, the shell's entry scripts, and `#page-files`, the files the route loads before
// take-over. Data blocks, never run: written, read and rewritten here only.

export const SHELL_ENTRIES = 'shell-entries';
export const PAGE_FILES = 'page-files';
/** The runtime config a served page carries (the shell reads it first: shell/src/config/runtime-config.ts). */
export const RUNTIME_CONFIG = 'runtime-config';

/**
 * What each list holds: the shell's entry scripts by URL, the route's files as preload hints.
 * `first` marks what the shell's header waits for: the page loader requests it with the entry
 * scripts, and the rest once the entry has arrived.
 * @typedef {{ href: string, as: 'script' | 'style', first?: true }} PreloadHint
 * @typedef {{ [SHELL_ENTRIES]: string[], [PAGE_FILES]: PreloadHint[] }} PageLists
 */

/** @param {string} id */
const listPattern = (id) => new RegExp(`(<script type="?application/json"? id="?${id}"?>)([^<]*)(</script>)`);

/**
 * One of the lists above, with its own items.
 * @overload
 * @param {string} html
 * @param {Id} id
 * @returns {PageLists[Id]}
 * @template {keyof PageLists} Id
 */
/**
 * A list named at run time: either kind of item.
 * @overload
 * @param {string} html
 * @param {string} id
 * @returns {(string | PreloadHint)[]}
 */
/**
 * The list `id` of a page, or [] when it has none.
 * @param {string} html
 * @param {string} id
 * @returns {(string | PreloadHint)[]}
 */
export function jsonListIn(html, id) {
  const text = listPattern(id).exec(html)?.[2];
  if (text === undefined) return [];
  const list = JSON.parse(text);
  return Array.isArray(list) ? list : [];
}

/**
 * `value` as the text of a JSON data block: `<` written as `\u003c`, so no `</script` can end it.
 * @param {unknown} value
 * @returns {string}
 */
export function scriptJson(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * A JSON data block with this id (a list above, or the runtime config).
 * @param {string} id
 * @param {unknown} value
 * @returns {string}
 */
export function jsonBlock(id, value) {
  return `<script type="application/json" id="${id}">${scriptJson(value)}</script>`;
}

/**
 * The page with list `id` replaced by `change(list)`; the page as it is when it has none.
 * @template {keyof PageLists} Id
 * @param {string} html
 * @param {Id} id
 * @param {(list: PageLists[Id]) => PageLists[Id]} change
 * @returns {string}
 */
export function rewriteJsonList(html, id, change) {
  return html.replace(
    listPattern(id),
    (_match, open, list, close) => `${open}${scriptJson(change(JSON.parse(list)))}${close}`,
  );
}
