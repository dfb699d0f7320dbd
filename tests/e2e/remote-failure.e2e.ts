import { closeBrowser, openPage } from '../support/browser';
import { allowConsole, remoteDown } from '../support/console-guard';
import { READY, makeUnreachable, toastTitled, visit } from '../support/site-page';
import { site } from '../support/site';

afterAll(closeBrowser);

describe('when the marketing origin is unreachable', () => {
  it('keeps header, footer and the Knowledge Hub working, explains contact is unavailable, and recovers with Retry without a reload', async () => {
    const { page, context, pageErrors } = await openPage();
    allowConsole(...remoteDown(site.remotes.marketing!, 'marketing'));
    const restore = await makeUnreachable(page, site.remotes.marketing!);
    await visit(page, '/');
    await page.getByRole('heading', { name: /temporarily unavailable/ }).waitFor({ timeout: 20_000 });
    await page.getByRole('contentinfo').getByText('Mumbai, India').waitFor();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

    await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).click();
    await toastTitled(page, 'Contact form unavailable').waitFor({ timeout: 20_000 });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resources' }).click();
    await page.getByText(READY.resources).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
    await page.getByRole('heading', { name: /temporarily unavailable/ }).waitFor({ timeout: 20_000 });

    await restore();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText(READY.services).first().waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).click();
    await page.getByRole('dialog', { name: 'Contact Us' }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('when the knowledge hub origin is unreachable', () => {
  it('shows a clear message with Retry on /resources while the marketing pages work', async () => {
    const { page, context, pageErrors } = await openPage();
    allowConsole(...remoteDown(site.remotes.knowledgeHub!, 'knowledgeHub'));
    const restore = await makeUnreachable(page, site.remotes.knowledgeHub!);
    await visit(page, '/resources');
    await page
      .getByRole('heading', { name: 'The Knowledge Hub is temporarily unavailable' })
      .waitFor({ timeout: 20_000 });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await page.getByText(READY.about).first().waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resources' }).click();
    await page.getByRole('button', { name: 'Retry' }).waitFor({ timeout: 20_000 });
    await restore();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText(READY.resources).waitFor({ timeout: 20_000 });
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
