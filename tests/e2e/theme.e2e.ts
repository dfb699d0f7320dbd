import type { Page } from 'playwright-core';
import { closeBrowser, openPage } from '../support/browser';
import { allowConsole } from '../support/console-guard';
import { READY, visit, waitForLivePage } from '../support/site-page';
import { url } from '../support/site';

afterAll(closeBrowser);

const rootClasses = (page: Page) =>
  page.evaluate(() => [...document.documentElement.classList].filter((c) => c.startsWith('theme-')));

describe('theme', () => {
  it('starts on theme-light and switches to Dark and Vibrant, remembering the choice in localStorage', async () => {
    const { page, context } = await openPage();
    await visit(page, '/', READY.home);
    expect(await rootClasses(page)).toEqual(['theme-light']);
    const switcher = page.getByRole('combobox', { name: 'Theme' });
    expect(await switcher.locator('option').allInnerTexts()).toEqual(['Light', 'Dark', 'Vibrant']);
    const bodyColor = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const lightColor = await bodyColor();
    await switcher.selectOption({ label: 'Dark' });
    expect(await rootClasses(page)).toEqual(['theme-dark']);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('theme-dark');
    // The new colours apply on the next style pass after the class change.
    await page.waitForFunction((before) => getComputedStyle(document.body).backgroundColor !== before, lightColor, {
      timeout: 5000,
    });
    expect(await bodyColor()).not.toBe(lightColor);
    await switcher.selectOption({ label: 'Vibrant' });
    expect(await rootClasses(page)).toEqual(['theme-vibrant']);
    await page.reload();
    await waitForLivePage(page);
    await page.getByText(READY.home).first().waitFor();
    expect(await rootClasses(page)).toEqual(['theme-vibrant']);
    expect(await switcher.inputValue()).toBe('theme-vibrant');
    await context.close();
  });

  it('applies the stored theme before any bundle runs (no flash of the wrong theme)', async () => {
    const { page, context } = await openPage();
    await page.addInitScript(() => localStorage.setItem('theme', 'theme-dark'));
    // With every script file blocked, only the page's own inline code can have set the class.
    await page.route('**/*.js', (route) => route.abort());
    allowConsole(/^error: Failed to load resource: net::ERR_FAILED \(.*\.js\)$/);
    await page.goto(url('/'));
    expect(await rootClasses(page)).toEqual(['theme-dark']);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 17, 32)');
    await context.close();
  });

  it('falls back to theme-light for an unknown stored value', async () => {
    const { page, context } = await openPage();
    await page.addInitScript(() => localStorage.setItem('theme', 'theme-neon'));
    await visit(page, '/', READY.home);
    expect(await rootClasses(page)).toEqual(['theme-light']);
    expect(await page.getByRole('combobox', { name: 'Theme' }).inputValue()).toBe('theme-light');
    await context.close();
  });
});
