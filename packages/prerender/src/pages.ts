// A first screen rendered ahead of time, as a text: the live shell's index.html with the route's
// markup in #root, the CSS rules that markup uses, and the releases it was rendered from. Pure
// functions, shared by the renderer and the shell server (the release package's first-screens/,
// prerendered-pages.ts).
import { BUILT_IN_REMOTES, SHELL_BUNDLE } from './site';

/** The live release of each bundle, by folder name. */
export type Versions = Record<string, string>;

/**
 * The bundles every page is rendered from, by their folder names in the deployment target (site
 * manifest): the shell and the remotes it is built with. A release of a bundle that joins at run
 * time leaves the first screens as they are.
 */
export const PAGE_BUNDLES: string[] = [SHELL_BUNDLE, ...BUILT_IN_REMOTES].map((bundle) => bundle.name);

/**
 * Where a canary's pages are, below the shell's prerendered/ folder (folder target) or the shell's
 * folder (bucket): one composition, the live releases with the candidate (canary-state.ts).
 */
export const canaryPagesFolder = (bundle: string, version: string): string => `canary/${bundle}@${version}`;

/** The file name of a route's page, without `.html`: `index` for `/`, else the path without slashes. */
export function pageName(route: string): string {
  return encodeURIComponent(route.replace(/^\/+|\/+$/g, '')) || 'index';
}

/** `shell@<version> marketing@<version> knowledge-hub@<version>` (every bundle of the manifest). */
export function versionsLabel(versions: Versions): string {
  return PAGE_BUNDLES.map((name) => `${name}@${versions[name]}`).join(' ');
}

/** The releases a page names in its prerendered-from meta tag, or null when it names none. */
export function pageVersions(html: string): Versions | null {
  const label = /<meta name="prerendered-from" content="([^"]*)">/.exec(html)?.[1];
  if (!label) return null;
  return Object.fromEntries(
    label.split(' ').map((part) => [part.slice(0, part.lastIndexOf('@')), part.slice(part.lastIndexOf('@') + 1)]),
  );
}

/** True when `recorded` names the live release of every bundle (and every bundle has one). */
export function sameVersions(
  recorded: Record<string, string | null | undefined> | null | undefined,
  live: Record<string, string | null | undefined>,
): boolean {
  return PAGE_BUNDLES.every((name) => Boolean(live?.[name]) && recorded?.[name] === live[name]);
}

/** What prerenderedPage puts into the live shell's index.html. */
export interface PageInput {
  /** The live shell's index.html. */
  indexHtml: string;
  route: string;
  /** innerHTML of #root: serialized HTML already, inserted as it is. */
  markup: string;
  css: string;
  versions: Versions;
  /** More markup for the head, inserted as it is (preload-hints.ts). */
  head?: string;
  /**
   * Markup the browser must meet before anything else of the head (the page's data preloads,
   * data-preloads.ts): right after `<meta charset>`, so before any script.
   */
  earlyHead?: string;
  /** The page's title, description and link-preview tags, in place of the shell's generic ones (withPageHead). */
  pageHead?: string | undefined;
}

const attribute = (text: string) => String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * CSS as the text of a <style> element. The HTML parser ends the element at the first `</style`,
 * wherever it is; `<\/style` means the same to CSS (in a string, `\/` is `/`).
 */
export function styleText(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

/**
 * The opening tag of a first screen's style element. `data-emotion` names the class names whose
 * rules it holds (`.css-<id>`: Emotion's key is `css`, as the renderer's cache has it,
 * shell/src/server/render-page.tsx): Emotion's cache in the browser takes those rules as inserted
 * (its server-rendering hydration), so taking the page over writes none of them again.
 */
export function styleTag(css: string): string {
  const ids = [...new Set([...css.matchAll(/\.css-([a-z0-9]+)/g)].map((match) => match[1]))];
  return ids.length ? `<style data-prerendered data-emotion="css ${ids.join(' ')}">` : '<style data-prerendered>';
}

const EMPTY_ROOT = /<div\s+id=(["']?)root\1\s*>\s*<\/div>/i;
const CHARSET = /<meta\s+charset=[^>]*>/i;
const TITLE = /<title>[^<]*<\/title>/i;
const DESCRIPTION = /<meta\s+name=(["']?)description\1\s[^>]*>/i;

/**
 * `indexHtml` with the page's own head in place of its title, before anything else of the shell's
 * head is repeated: its generic title and meta description are removed, so each is there once.
 * Unchanged when there is no page head.
 */
export function withPageHead(indexHtml: string, pageHead: string | undefined): string {
  if (!pageHead) return indexHtml;
  const title = TITLE.exec(indexHtml);
  if (!title) throw new Error('the live index.html has no <title> to replace with the page head');
  const before = indexHtml.slice(0, title.index);
  const after = indexHtml.slice(title.index + title[0].length).replace(DESCRIPTION, '');
  return before + pageHead + after;
}

/**
 * `indexHtml` with `earlyHead` right after its `<meta charset>` (which must stay in the first 1024
 * bytes), else first in its head. Unchanged when there is nothing to add.
 */
function withEarlyHead(indexHtml: string, earlyHead: string): string {
  if (!earlyHead) return indexHtml;
  const anchor = CHARSET.exec(indexHtml) ?? /<head\b[^>]*>/i.exec(indexHtml);
  if (!anchor) throw new Error('the live index.html has no <head> for the early head');
  const at = anchor.index + anchor[0].length;
  return indexHtml.slice(0, at) + earlyHead + indexHtml.slice(at);
}

/**
 * The page served for `route`: `indexHtml` with the meta tag and the CSS before `</head>` and the
 * markup in the root element, which names the route for the client to take over.
 */
export function prerenderedPage({
  indexHtml: shellHtml,
  route,
  markup,
  css,
  versions,
  head: extraHead = '',
  earlyHead = '',
  pageHead,
}: PageInput): string {
  const indexHtml = withEarlyHead(withPageHead(shellHtml, pageHead), earlyHead);
  // Positions in the shell's own page, found before anything is inserted: the markup or the CSS may
  // contain any text, `</head>` or `$&` included.
  const headEnd = indexHtml.search(/<\/head>/i);
  const root = EMPTY_ROOT.exec(indexHtml);
  if (headEnd < 0 || !root || root.index < headEnd) {
    throw new Error('the live index.html has no </head> followed by an empty <div id="root"></div>');
  }
  const head =
    `<meta name="prerendered-from" content="${attribute(versionsLabel(versions))}">` +
    `${styleTag(css)}${styleText(css)}</style>` +
    extraHead;
  return (
    indexHtml.slice(0, headEnd) +
    head +
    indexHtml.slice(headEnd, root.index) +
    `<div id="root" data-prerendered="${attribute(route)}">${markup}</div>` +
    indexHtml.slice(root.index + root[0].length)
  );
}
