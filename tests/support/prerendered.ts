import type { Page } from 'playwright-core';
import { url } from './site';

export interface PrerenderedRoot {
  /** The route the root element says it was rendered for. */
  route: string;
  /** Its markup, as served. */
  markup: string;
}

/** The root element of a page rendered ahead of time, or null when the root is empty (the single-page app). */
export function prerenderedRoot(html: string): PrerenderedRoot | null {
  const match =
    /<div id="root" data-prerendered="([^"]*)">([\s\S]*)<\/div>\s*(?:<script[^>]*>[^<]*<\/script>\s*)*<\/body>/.exec(
      html,
    );
  return match ? { route: match[1]!, markup: match[2]! } : null;
}

/**
 * The HTML a route is served as, fetched without a browser: what paints before any script runs.
 * Any other status than `status` (a path no page is served at answers 404) is an error.
 */
export async function servedHtml(path: string, status = 200): Promise<string> {
  const response = await fetch(url(path));
  if (response.status !== status) throw new Error(`${path}: HTTP ${response.status}, not ${status}`);
  return response.text();
}

/** A path that no page is served at: the not-found page answers it, with a 404. */
export const UNKNOWN_PATH = '/no-such-page';

/** The status a path answers with: 404 for UNKNOWN_PATH, else 200. */
export const statusOf = (path: string) => (path === UNKNOWN_PATH ? 404 : 200);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The served HTML of a route once it is a page rendered ahead of time that `accept`s. A release
 * test in the other jest worker may have just switched a bundle: until the first screens of the
 * new releases are rendered the single-page app is served, so this asks again for a while.
 */
export async function prerenderedHtml(
  path: string,
  accept: (root: PrerenderedRoot, html: string) => boolean = () => true,
  timeout = 30_000,
): Promise<{ html: string; root: PrerenderedRoot }> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const html = await servedHtml(path, statusOf(path));
    const root = prerenderedRoot(html);
    if (root && accept(root, html)) return { html, root };
    if (Date.now() > deadline) {
      const what = root ? `a page rendered ahead of time for ${root.route} that does not match` : 'the single-page app';
      throw new Error(`${path} is still served as ${what} after ${timeout / 1000} s`);
    }
    await pause(250);
  }
}

/** Opens a route in a page and asks again until it got a page rendered ahead of time (see prerenderedHtml). */
export async function gotoPrerendered(page: Page, path: string, timeout = 30_000): Promise<void> {
  const deadline = Date.now() + timeout;
  await page.goto(url(path));
  while (!(await page.locator('#root[data-prerendered]').count()) && Date.now() < deadline) {
    await pause(250);
    await page.goto(url(path));
  }
}

/** A text as innerHTML writes it inside an element. */
export function asHtmlText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0', '#39': "'" };

/** The text of every h1 in some markup. */
export function headingsOf(markup: string): string[] {
  return [...markup.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
    match[1]!
      .replace(/<[^>]*>/g, '')
      .replace(/&(amp|lt|gt|quot|nbsp|#39);/g, (_, name: string) => ENTITIES[name]!)
      .trim(),
  );
}
