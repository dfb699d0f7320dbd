import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
// The same executable and flags as scripts/lib/chromium.mjs.
import chromiumSettings from '../../config/chromium.json';
import { watchConsole } from './console-guard';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? chromiumSettings.executablePath;
const CHROMIUM_ARGS = chromiumSettings.args;

/** The suite's one Chromium (scripts/e2e.mjs): each file connects to it rather than starting its own. */
const SUITE_BROWSER = process.env.E2E_BROWSER_ENDPOINT;

let browser: Browser | null = null;

/**
 * The test file's connection to the suite's Chromium, else a Chromium of its own, on first use.
 * Connecting takes some 50 ms where starting one takes about a second.
 */
export async function getBrowser(): Promise<Browser> {
  browser ??= SUITE_BROWSER
    ? await chromium.connect(SUITE_BROWSER)
    : await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return browser;
}

/** Closes what the file opened: its connection and every context made through it (or its own Chromium). */
export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors seen so far: a test can assert the page never crashed. */
  pageErrors: string[];
  consoleErrors: string[];
}

/**
 * A fresh context (own storage) and page; reduced motion unless asked otherwise, to keep tests fast.
 * Its console warnings and errors fail the test unless it expects them (console-guard.ts).
 */
export async function openPage(options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const context = await (
    await getBrowser()
  ).newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  watchConsole(page);
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { context, page, pageErrors, consoleErrors };
}
