import type { Page } from 'playwright-core';
import { url } from './site';

async function text(address: string): Promise<string> {
  const response = await fetch(address);
  if (!response.ok) throw new Error(`${address}: HTTP ${response.status}`);
  return response.text();
}

/**
 * What a visitor gets from the shell: its page, its runtime config and the shell scripts the open
 * page loaded (content-hashed names). A remote release must leave all of it byte for byte the same.
 */
export async function shellSnapshot(page: Page) {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.startsWith(location.origin) && name.endsWith('.js'))
      .sort(),
  );
  return { html: await text(url('/')), runtimeConfig: await text(url('/runtime-config.json')), scripts };
}

/** The text of the page's main heading, once the remote page is on screen. */
export async function mainHeading(page: Page): Promise<string> {
  const heading = page.locator('main h1').first();
  await heading.waitFor();
  return (await heading.innerText()).trim();
}

/** Waits until an element of <main> shows exactly this text (after a reload, the new release's). */
export async function waitForMainText(page: Page, expected: string): Promise<void> {
  await page.locator('main').getByText(expected, { exact: true }).first().waitFor();
}

/** The live manifest of a remote, as the shell fetches it. */
export function manifestText(remoteOrigin: string): Promise<string> {
  return text(`${remoteOrigin}/mf-manifest.json`);
}

/** Cache-Control of a file of a release, or the HTTP status when it is not served. */
export async function releaseFileCaching(remoteOrigin: string, version: string, file: string): Promise<string> {
  const response = await fetch(`${remoteOrigin}/releases/${version}/${file}`);
  return response.ok ? (response.headers.get('cache-control') ?? '') : `HTTP ${response.status}`;
}
