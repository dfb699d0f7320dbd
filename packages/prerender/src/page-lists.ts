// The JSON lists a shell page carries for its inline page loader (shell/src/page-loader):
// `#shell-entries`, the shell's entry scripts, and `#page-files`, the files the route loads before
// take-over. Data blocks, never run: written, read and rewritten here only.

export const SHELL_ENTRIES = 'shell-entries';
export const PAGE_FILES = 'page-files';
/** The runtime config a served page carries (the shell reads it first: shell/src/config/runtime-config.ts). */
export const RUNTIME_CONFIG = 'runtime-config';

/**
 * A file of the `#page-files` list, as a preload hint. `first` marks what the shell's header waits
 * for: the page loader requests it with the entry scripts, and the rest once the entry has arrived.
 */
export interface PreloadHint {
  href: string;
  as: 'script' | 'style';
  first?: true;
}

/** What each list holds: the shell's entry scripts by URL, the route's files as preload hints. */
export interface PageLists {
  [SHELL_ENTRIES]: string[];
  [PAGE_FILES]: PreloadHint[];
}

const listPattern = (id: string) => new RegExp(`(<script type="?application/json"? id="?${id}"?>)([^<]*)(</script>)`);

/** One of the lists above, with its own items; [] when the page has none. */
export function jsonListIn<Id extends keyof PageLists>(html: string, id: Id): PageLists[Id];
/** A list named at run time: either kind of item; [] when the page has none. */
export function jsonListIn(html: string, id: string): (string | PreloadHint)[];
export function jsonListIn(html: string, id: string): (string | PreloadHint)[] {
  const text = listPattern(id).exec(html)?.[2];
  if (text === undefined) return [];
  const list: unknown = JSON.parse(text);
  return Array.isArray(list) ? list : [];
}

/** `value` as the text of a JSON data block: `<` written as `\u003c`, so no `</script` can end it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** A JSON data block with this id (a list above, or the runtime config). */
export function jsonBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${scriptJson(value)}</script>`;
}

/** The page with list `id` replaced by `change(list)`; the page as it is when it has none. */
export function rewriteJsonList<Id extends keyof PageLists>(
  html: string,
  id: Id,
  change: (list: PageLists[Id]) => PageLists[Id],
): string {
  return html.replace(
    listPattern(id),
    (_match, open: string, list: string, close: string) =>
      `${open}${scriptJson(change(JSON.parse(list) as PageLists[Id]))}${close}`,
  );
}
