import type { Page } from 'playwright-core';
import { emulatePhone } from '../../bench/lib/phone-profile.mjs';
import { closeBrowser, openPage } from '../support/browser';
import { url } from '../support/site';

afterAll(closeBrowser);

type Theme = 'theme-light' | 'theme-dark' | 'theme-vibrant';

/** In the page: counts every write of the theme to localStorage, whoever makes it. */
function countThemeWrites() {
  const setItem = Storage.prototype.setItem;
  const counted = window as unknown as { themeWrites: string[] };
  counted.themeWrites = [];
  Storage.prototype.setItem = function (key: string, value: string) {
    if (key === 'theme') counted.themeWrites.push(value);
    return setItem.call(this, key, value);
  };
}

const takenOver = (page: Page) =>
  page.locator('#root[data-route-ready]').waitFor({ state: 'attached', timeout: 30_000 });

/** A cold load of `route` on the phone profile, with `stored` as the visitor's earlier choice (if any). */
async function coldLoad(route: string, stored: Theme | null) {
  const opened = await openPage();
  const { page } = opened;
  await emulatePhone(page);
  await page.addInitScript(countThemeWrites);
  if (stored) await page.addInitScript((theme) => localStorage.setItem('theme', theme), stored);
  await page.goto(url(route), { waitUntil: 'commit' });
  const select = page.getByRole('combobox', { name: 'Theme' });
  await select.waitFor({ timeout: 30_000 });
  return { ...opened, select, painted: Date.now() };
}

/** How long the shell takes, on this machine now, from the theme select's first paint to the take-over. */
async function takeOverTime(route: string): Promise<number> {
  const { page, context, painted } = await coldLoad(route, null);
  await takenOver(page);
  const time = Date.now() - painted;
  await context.close();
  return time;
}

// Moments across the whole span from first paint to the take-over, as shares of the time it takes:
// the last ones fall while React is taking the page over, where a choice used to be lost.
const MOMENTS = [0, 0.5, 0.8, 0.9, 1];

describe('a theme chosen at any moment before the shell takes over (phone profile)', () => {
  it.each<[string, Theme | null, Theme]>([
    ['/about', null, 'theme-dark'],
    ['/', 'theme-dark', 'theme-vibrant'],
    ['/services', 'theme-vibrant', 'theme-light'],
    ['/resources', null, 'theme-vibrant'],
  ])(
    '%s, stored %s: %s applies at once and is the theme afterwards, stored exactly once',
    async (route, stored, chosen) => {
      const span = await takeOverTime(route);
      const lost: string[] = [];
      for (const share of MOMENTS) {
        const { page, context, select, painted } = await coldLoad(route, stored);
        await page.waitForTimeout(Math.max(0, share * span - (Date.now() - painted)));
        await select.selectOption(chosen);
        const at = Date.now() - painted;
        // At once: by the time the page has handled the choice, the root element shows it.
        const shownAtOnce = await page.evaluate((theme) => document.documentElement.classList.contains(theme), chosen);
        await takenOver(page);
        // Whatever the take-over, its effects and a later render could still do: give them time.
        await page.waitForTimeout(1000);
        const after = await page.evaluate(() => ({
          themes: [...document.documentElement.classList].filter((name) => name.startsWith('theme-')),
          writes: (window as unknown as { themeWrites: string[] }).themeWrites,
        }));
        const value = await select.inputValue();
        const fine =
          shownAtOnce &&
          after.themes.join() === chosen &&
          value === chosen &&
          after.writes.filter((theme) => theme !== stored).join() === chosen &&
          after.writes.length === (stored ? 2 : 1);
        if (!fine) {
          lost.push(
            `chosen ${at} ms after paint (take-over ~${span} ms): shown at once ${shownAtOnce}, ` +
              `root ${after.themes.join()}, select ${value}, writes ${after.writes.join()}`,
          );
        }
        await context.close();
      }
      expect(lost).toEqual([]);
    },
    240_000,
  );
});
