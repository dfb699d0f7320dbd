import type { Page } from 'playwright-core';

/**
 * Every warning and error a page writes to the console fails the test that opened it, unless the
 * test allows it because it provokes it (a remote or the backend made unreachable on purpose).
 * React's own reports land here: a served page it had to render again, a crash caught by an error
 * boundary, a prop it does not know (minified in a production build).
 */
let seen: string[] = [];
let allowed: RegExp[] = [];

/**
 * Chromium's note of a preloaded file the page had not used three seconds after its load event: a
 * guess from the clock, which a page taken over later than that (the phone profile, a machine busy
 * with the other worker's tests) meets without fault. Whether every preload is the very request the
 * page then makes is checked exactly instead: each file fetched once (prerender.e2e.ts), the
 * Knowledge Hub's list asked once, by its link (knowledge-hub-data.e2e.ts).
 */
const ALWAYS_ALLOWED = [
  /^warning: The resource \S+ was preloaded using link preload but not used within a few seconds/,
];

/** Records the page's console warnings and errors for the running test. */
export function watchConsole(page: Page): void {
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'warning' && type !== 'error') return;
    const where = message.location().url;
    seen.push(`${type}: ${message.text()}${where ? ` (${where})` : ''}`);
  });
}

/** Allows console messages matching these patterns in the running test only. */
export function allowConsole(...patterns: RegExp[]): void {
  allowed.push(...patterns);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Chromium's report of a request that failed or was answered with an error status. */
export const failedRequestTo = (urlStart: string): RegExp =>
  new RegExp(`^error: Failed to load resource: .* \\(${escape(urlStart)}`);

/**
 * Chromium's report of an answer the page may not read (no CORS headers that name its origin), for a
 * fetch or a preload ("Access to fetch at", "Access to link element resource at").
 */
export const corsRefusalOf = (urlStart: string): RegExp =>
  new RegExp(
    `^error: Access to [\\w ]+ at '${escape(urlStart)}[^']*' from origin '[^']+' has been blocked by CORS policy`,
  );

/** Chromium's report of a page answered with 404 (a path no page is served at): expected, exactly that. */
export const notFoundAnswer = (pageUrl: string): RegExp =>
  new RegExp(
    `^error: Failed to load resource: the server responded with a status of 404 \\(Not Found\\) \\(${escape(pageUrl)}\\)$`,
  );

/** What the browser and the shell report while a remote's origin is down (remote-failure tests). */
export const remoteDown = (origin: string, container: string): RegExp[] => [
  failedRequestTo(origin),
  /^error: (TypeError: )?Failed to fetch/,
  /^error: \[shell\] a remote section failed: /,
  new RegExp(`^error: \\[shell\\] remote module "${escape(container)}/[^"]+" could not be loaded`),
  // A Retry registers the remote again.
  new RegExp(`^warning: \\[ Federation Runtime \\]: The remote "${escape(container)}" is already registered`),
];

/** Clears what an earlier test left (a page closing after its test ended). */
export function resetConsole(): void {
  seen = [];
  allowed = [];
}

/** The console messages of the test that just ran that it did not allow. */
export function unexpectedConsole(): string[] {
  return seen.filter((text) => ![...ALWAYS_ALLOWED, ...allowed].some((pattern) => pattern.test(text)));
}
