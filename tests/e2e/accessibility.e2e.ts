import { seriousViolations } from '../support/axe';
import { closeBrowser, openPage } from '../support/browser';
import { READY, visit } from '../support/site-page';
import { SITE_ROUTES } from '../support/site';
import { addLead, addStaffAccount, openAsStaff } from '../support/staff';

afterAll(closeBrowser);

const staffEmail = `a11y.${Date.now().toString(36)}@gcc-advisory.com`;
let staffPassword = '';
beforeAll(async () => {
  staffPassword = await addStaffAccount(staffEmail);
  await addLead(`kavya.${Date.now().toString(36)}@wipro.com`);
});

describe.each(['theme-light', 'theme-dark', 'theme-vibrant'])('accessibility in %s', (theme) => {
  it.each(SITE_ROUTES)('has no serious or critical axe violations on %s', async (path) => {
    const { page, context } = await openPage({ bypassCSP: true }); // only to inject axe-core
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await visit(page, path);
    await page.locator('main h1').first().waitFor();
    if (path === '/resources') await page.getByRole('button', { name: 'Access Now' }).first().waitFor();
    await page.waitForTimeout(300);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('has no serious or critical axe violations in the open Contact Us dialog', async () => {
    const { page, context } = await openPage({ bypassCSP: true });
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await visit(page, '/about', READY.about);
    await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).click();
    await page.getByRole('dialog', { name: 'Contact Us' }).waitFor();
    await page.waitForTimeout(300);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('has no serious or critical axe violations on the staff sign-in, leads and resources pages and editor', async () => {
    const { page, context } = await openPage({ bypassCSP: true });
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await visit(page, '/staff');
    await page.getByLabel('Password').waitFor();
    const found = { signIn: await seriousViolations(page), leads: [''], resources: [''], editor: [''] };
    await openAsStaff(page, '/staff/leads', staffEmail, staffPassword);
    await page.getByRole('table').waitFor();
    found.leads = await seriousViolations(page);
    await page.getByRole('navigation', { name: 'Staff workspace' }).getByRole('link', { name: 'Resources' }).click();
    await page.getByRole('button', { name: 'New resource' }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).first().waitFor();
    found.resources = await seriousViolations(page);
    await page.getByRole('button', { name: 'New resource' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(300);
    found.editor = await seriousViolations(page);
    expect(found).toEqual({ signIn: [], leads: [], resources: [], editor: [] });
    await context.close();
  });
});
