import type { Page } from 'playwright-core';
import { closeBrowser, openPage } from '../support/browser';
import { allowConsole, failedRequestTo, remoteDown } from '../support/console-guard';
import { READY, makeUnreachable, toastTitled, visit } from '../support/site-page';
import { JOINED, site, url } from '../support/site';
import { addStaffAccount, addVisitorAccount, signIn } from '../support/staff';

afterAll(closeBrowser);

const { bundle: STAFF, key: STAFF_KEY } = JOINED;

const stamp = `${Date.now()}`;
const staffEmail = `meera.${stamp}@gcc-advisory.com`;
let staffPassword = '';

beforeAll(async () => {
  staffPassword = await addStaffAccount(staffEmail);
});

describe('staff workspace access', () => {
  it('is linked from neither the header nor the footer', async () => {
    const { page, context } = await openPage();
    await visit(page, '/', READY.home);
    const hrefs = await page
      .locator('header a[href], footer a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(3);
    expect(hrefs.filter((href) => STAFF.routes.some((route) => href.startsWith(route)))).toEqual([]);
    await context.close();
  });

  it('sends a visitor who opens /staff/leads to sign-in; both pages are noindex for crawlers and in the head', async () => {
    const { page, context } = await openPage();
    const response = await page.goto(url('/staff/leads'), { waitUntil: 'domcontentloaded' });
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    expect(page.url()).toBe(url('/staff?next=%2Fstaff%2Fleads'));
    expect(await page.title()).toMatch(/^Staff sign-in \| /);
    await page.locator('meta[name="robots"][content="noindex"]').waitFor({ state: 'attached' });
    // Served as the single-page app: never a page rendered ahead of time.
    expect(await page.locator('#root[data-prerendered]').count()).toBe(0);
    expect((await page.request.get(url('/staff'))).headers()['x-robots-tag']).toBe('noindex');

    // Back leaves the workspace instead of landing on the page that redirected.
    await visit(page, '/about', READY.about);
    await page.goto(url('/staff/resources'), { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    await page.goBack();
    await page.getByText(READY.about).first().waitFor();
    await context.close();
  });

  it("says 'Sign in Failed' with the backend's message for a wrong password, and keeps the address", async () => {
    const { page, context } = await openPage();
    allowConsole(failedRequestTo(`${site.backend}/auth/v1/token?grant_type=password`));
    await visit(page, '/staff');
    await signIn(page, staffEmail, 'not-the-password');
    await toastTitled(page, 'Sign in Failed').waitFor();
    await toastTitled(page, 'Invalid login credentials').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(staffEmail);
    await context.close();
  });

  it('gives an account without the staff claim a clear no-access page, and its sign-out works', async () => {
    const email = `visitor.${stamp}@acme.co.in`;
    await addVisitorAccount(email, 'a-visitor-password');
    const { page, context } = await openPage();
    await visit(page, '/staff/leads');
    await signIn(page, email, 'a-visitor-password');
    await page.getByRole('heading', { name: 'No access' }).waitFor();
    await page
      .getByText(`${email} is signed in, but this account has no access to the staff workspace.`, { exact: false })
      .waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Password').waitFor();
    await context.close();
  });

  it('signs staff in, keeps the session across a reload, and signs out', async () => {
    const { page, context } = await openPage();
    await visit(page, '/staff/leads');
    await signIn(page, staffEmail, staffPassword);
    await page.getByRole('heading', { name: 'Leads', level: 1 }).waitFor();
    expect(page.url()).toBe(url('/staff/leads'));
    await page.getByText(`Signed in as ${staffEmail}`).waitFor();

    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByText(`Signed in as ${staffEmail}`).waitFor();
    expect(await page.getByLabel('Password').count()).toBe(0);

    await page.getByRole('navigation', { name: 'Staff workspace' }).getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    await page.goto(url('/staff/resources'), { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Password').waitFor();
    await context.close();
  });
});

describe('the staff session', () => {
  it('is refreshed automatically before its access token expires, and keeps working', async () => {
    const { page, context } = await openPage();
    // The page's clock, so an hour can pass in a moment; the backend keeps real time.
    await page.clock.install();
    await visit(page, '/staff/resources');
    await signIn(page, staffEmail, staffPassword);
    await page.getByText(`Signed in as ${staffEmail}`).waitFor();
    const refreshBefore = await storedRefreshToken(page);

    const refreshed = page.waitForResponse((response) =>
      response.url().startsWith(`${site.backend}/auth/v1/token?grant_type=refresh_token`),
    );
    // One minute before the one-hour token expires: inside supabase-js's refresh margin.
    await page.clock.fastForward('59:00');
    expect((await refreshed).status()).toBe(200);
    // The new session reaches storage once the answer is handled. Its refresh token, which each
    // refresh rotates: an access token signed within the same second as the first one is the same text.
    const deadline = Date.now() + 10_000;
    while ((await storedRefreshToken(page)) === refreshBefore && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(refreshBefore).not.toBe('');
    expect(await storedRefreshToken(page)).not.toBe(refreshBefore);
    await page.getByRole('navigation', { name: 'Staff workspace' }).getByRole('link', { name: 'Leads' }).click();
    await page.getByRole('button', { name: 'Export CSV' }).waitFor();
    await page.getByText(/^(Showing|No leads)/).waitFor();
    await context.close();
  });
});

/** The refresh token of the session supabase-js keeps in the page's storage ('' without one). */
async function storedRefreshToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'));
    const stored = key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { refresh_token?: string }) : {};
    return stored.refresh_token ?? '';
  });
}

describe('staff workspace independence', () => {
  it('works while the marketing and Knowledge Hub origins are down', async () => {
    const { page, context, pageErrors } = await openPage();
    allowConsole(
      ...remoteDown(site.remotes.marketing!, 'marketing'),
      ...remoteDown(site.remotes.knowledgeHub!, 'knowledgeHub'),
    );
    await makeUnreachable(page, site.remotes.marketing!);
    await makeUnreachable(page, site.remotes.knowledgeHub!);
    await visit(page, '/staff/resources');
    await signIn(page, staffEmail, staffPassword);
    await page.getByRole('heading', { name: 'Resources', level: 1 }).waitFor();
    await page.getByText(`Signed in as ${staffEmail}`).waitFor();
    await page.getByRole('navigation', { name: 'Staff workspace' }).getByRole('link', { name: 'Leads' }).click();
    await page.getByRole('button', { name: 'Export CSV' }).waitFor();
    await page.getByText(/leads/i).last().waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('leaves visitors untouched while the workspace origin is down, and says so on its own pages', async () => {
    const { page, context, pageErrors } = await openPage();
    const origin = site.remotes[STAFF_KEY]!;
    allowConsole(...remoteDown(origin, STAFF_KEY));
    await makeUnreachable(page, origin);
    await visit(page, '/', READY.home);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resources' }).click();
    await page.getByRole('button', { name: 'Access Now' }).first().waitFor();
    await page.goto(url('/staff'), { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: /temporarily unavailable/ }).waitFor({ timeout: 20_000 });
    await page.getByRole('contentinfo').waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
