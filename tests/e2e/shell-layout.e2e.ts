import { closeBrowser, openPage } from '../support/browser';
import { allowConsole, notFoundAnswer } from '../support/console-guard';
import { READY, visit } from '../support/site-page';
import { url } from '../support/site';
import siteInfo from '../../shared-ui/src/site/site-info.json';

afterAll(closeBrowser);

describe('header', () => {
  it('is transparent on the home page until scrolled past 10px, then solid', async () => {
    const { page, context } = await openPage();
    await visit(page, '/', READY.home);
    const header = page.getByRole('banner');
    expect(await header.getAttribute('data-solid')).toBe('false');
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(100);
    expect(await header.getAttribute('data-solid')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 11));
    await page.waitForFunction(() => document.querySelector('header')?.getAttribute('data-solid') === 'true');
    await page.waitForTimeout(300);
    const style = await header.evaluate((el) => {
      const s = getComputedStyle(el);
      return { bg: s.backgroundColor, blur: s.backdropFilter, border: s.borderBottomColor };
    });
    expect(style.bg).not.toBe('rgba(0, 0, 0, 0)');
    expect(style.blur).toContain('blur');
    await context.close();
  });

  it('is solid on other pages, with logo home link and nav links', async () => {
    const { page, context } = await openPage();
    await visit(page, '/services', READY.services);
    const header = page.getByRole('banner');
    expect(await header.getAttribute('data-solid')).toBe('true');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Services', 'Resources', 'About']);
    await nav.getByRole('link', { name: 'About' }).click();
    await page.getByText(READY.about).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/about');
    await header.getByRole('link', { name: new RegExp(siteInfo.brand) }).click();
    await page.getByText(READY.home).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});

describe('footer', () => {
  it('shows every item of the spec, with Careers, News, Privacy Policy and Terms of Service as non-links', async () => {
    const { page, context } = await openPage();
    await visit(page, '/about', READY.about);
    const footer = page.getByRole('contentinfo');
    const services = footer.getByRole('navigation', { name: 'Services' });
    for (const name of [
      'Strategic Planning',
      'Legal Setup',
      'Talent Acquisition',
      'Infrastructure Setup',
      'Tax Advisory',
    ]) {
      expect(await services.getByRole('link', { name }).getAttribute('href')).toBe('/services');
    }
    const company = footer.getByRole('navigation', { name: 'Company' });
    expect(await company.getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/about');
    expect(await company.getByRole('link', { name: 'Our Team' }).getAttribute('href')).toBe('/about');
    expect(await company.getByRole('link', { name: 'Case Studies' }).getAttribute('href')).toBe('/resources');
    for (const name of ['Careers', 'News', 'Privacy Policy', 'Terms of Service']) {
      await footer.getByText(name, { exact: true }).waitFor();
      expect(await footer.getByRole('link', { name }).count()).toBe(0);
    }
    await footer.getByText('Mumbai, India').waitFor();
    await footer.getByText(siteInfo.phone).waitFor();
    await footer.getByText(siteInfo.email).waitFor();
    expect(await footer.innerText()).toContain('© 2025');
    await context.close();
  });
});

describe('routing', () => {
  it('shows the error screen with the status for an unknown route, inside the site, with a way home', async () => {
    const { page, context } = await openPage();
    allowConsole(notFoundAnswer(url('/no-such-page')));
    const response = await page.goto(url('/no-such-page'));
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    await page.getByText('404 Not Found').waitFor();
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.getByText(READY.home).first().waitFor();
    await context.close();
  });

  it('gives every page its own title and meta description, also on client-side navigation', async () => {
    const { page, context } = await openPage();
    const meta = async () => ({
      title: await page.title(),
      description: await page.locator('meta[name="description"]').getAttribute('content'),
    });
    await visit(page, '/', READY.home);
    const seen = [await meta()];
    for (const [name, ready] of [
      ['Services', READY.services],
      ['Resources', READY.resources],
      ['About', READY.about],
    ] as const) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
      await page.getByText(ready).first().waitFor();
      await page.waitForFunction((previous) => document.title !== previous, seen[seen.length - 1]!.title);
      seen.push(await meta());
    }
    expect(new Set(seen.map((m) => m.title)).size).toBe(4);
    expect(new Set(seen.map((m) => m.description)).size).toBe(4);
    expect(seen[2]!.title).toBe(`Knowledge Hub | GCC Insights & Resources | ${siteInfo.brand} LLP`);
    for (const m of seen) expect(m.description?.length).toBeGreaterThan(40);
    await context.close();
  });

  it('serves deep links from the shell (SPA fallback)', async () => {
    const response = await fetch(url('/services'), { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<div id="?root"?[\s>]/);
  });
});

describe('page transitions', () => {
  it('fades the old page out and the new one in when motion is allowed', async () => {
    const { page, context } = await openPage({ reducedMotion: 'no-preference' });
    await visit(page, '/services', READY.services);
    // Watch every frame from before the click: the page must be seen part-way through its fade,
    // however long the machine takes to start it.
    await page.evaluate(() => {
      const seen = { lowest: 1 };
      (window as unknown as { __fade: typeof seen }).__fade = seen;
      const watch = (): void => {
        const main = document.querySelector('main');
        if (main) seen.lowest = Math.min(seen.lowest, Number(getComputedStyle(main).opacity));
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await page.getByText(READY.about).first().waitFor();
    const lowest = await page.evaluate(() => (window as unknown as { __fade: { lowest: number } }).__fade.lowest);
    expect(lowest).toBeLessThan(1);
    await page.getByText(READY.about).first().waitFor();
    await page.waitForTimeout(700);
    expect(
      await page
        .locator('main')
        .first()
        .evaluate((el) => Number(getComputedStyle(el).opacity)),
    ).toBe(1);
    await context.close();
  });

  it('does not animate for visitors who prefer reduced motion', async () => {
    const { page, context } = await openPage({ reducedMotion: 'reduce' });
    await visit(page, '/services', READY.services);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await page.getByText(READY.about).first().waitFor();
    expect(
      await page
        .locator('main')
        .first()
        .evaluate((el) => getComputedStyle(el).opacity),
    ).toBe('1');
    await context.close();
  });
});
