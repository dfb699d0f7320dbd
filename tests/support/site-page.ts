import type { Page } from 'playwright-core';
import { url } from './site';

/**
 * Resolves once the client owns the page. A first screen rendered ahead of time shows the page
 * before any script runs, but its links and buttons do nothing until the live tree replaces it.
 */
export async function waitForLivePage(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !root?.hasAttribute('data-prerendered') || root.hasAttribute('data-route-ready');
  });
}

/** Opens a route of the composed site and waits until its remote content is on screen. */
export async function visit(page: Page, path: string, readyText?: string | RegExp): Promise<void> {
  await page.goto(url(path), { waitUntil: 'domcontentloaded' });
  await waitForLivePage(page);
  await page.getByRole('banner').waitFor();
  if (readyText) await page.getByText(readyText).first().waitFor();
}

/** Every request to an origin fails as if the server were down (what a test deliberately breaks). */
export async function makeUnreachable(page: Page, origin: string): Promise<() => Promise<void>> {
  const pattern = `${origin}/**`;
  await page.route(pattern, (route) => route.abort('connectionrefused'));
  return () => page.unroute(pattern);
}

/**
 * A toast in the toast area, by its title or description. Found by CSS, not role: while a modal
 * dialog is open Radix marks the rest of the page aria-hidden (toasts are still announced
 * through Radix's own live region).
 */
export function toastTitled(page: Page, text: string | RegExp) {
  return page.locator('[role="region"][aria-label^="Notifications"]').getByText(text);
}

/** Texts that prove each remote's page has rendered (from the spec). */
export const READY = {
  home: 'Start Your GCC Journey',
  services: 'Strategic Planning & Market Entry',
  about: 'Our Story',
  resources: 'Your central source for expert insights on India GCCs.',
} as const;
