import { createReleaseBook, SHELL_BUNDLE, type ReleaseBook } from './release-book';

/** Release versions as the release commands name them. */
export const SHELL_VERSION = '20261120-101500-a1b2c3d';
export const MARKETING_VERSION = '20261125-093000-0f1e2d3';
export const HUB_VERSION = '20261124-170000-nogit-2';

export const PAGE_URL = 'https://www.example.com/services';
export const SHELL_BASE = `https://www.example.com/releases/${SHELL_VERSION}/`;
/** A remote served from its own origin (a CDN per bundle), and one below a shared CDN's bundle folder. */
export const MARKETING_ENTRY = `https://marketing.example-cdn.net/releases/${MARKETING_VERSION}/remoteEntry.js`;
export const HUB_ENTRY = `https://cdn.example.net/knowledge-hub/releases/${HUB_VERSION}/remoteEntry.js`;

/** The releases of a page that runs the shell and both remotes, all live. */
export function testReleaseBook(): ReleaseBook {
  const book = createReleaseBook(PAGE_URL);
  book.add(SHELL_BUNDLE, SHELL_BASE, 'live');
  book.add('marketing', MARKETING_ENTRY, 'live');
  book.add('knowledge-hub', HUB_ENTRY, 'live');
  return book;
}
