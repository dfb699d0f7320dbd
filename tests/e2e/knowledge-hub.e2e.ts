import type { Frame, Page } from 'playwright-core';
import { closeBrowser, openPage } from '../support/browser';
import { leadsFor, uniqueEmail } from '../support/backend';
import { allowConsole, failedRequestTo } from '../support/console-guard';
import { READY, toastTitled, visit } from '../support/site-page';
import { site } from '../support/site';

afterAll(closeBrowser);

const PLAYBOOK = 'The GCC Operating Model Playbook: From Cost Centre to Capability Hub';
const PLACEHOLDER = 'GCC Compliance Calendar 2025-26: Filings, Registrations and Renewals';
const PLAYBOOK_PDF = '/storage/v1/object/public/resources/gcc-operating-model-playbook.pdf';
/** Chromium's built-in PDF viewer, an extension whose frame shows a PDF opened in a tab. */
const PDF_VIEWER = 'chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/';

/** The card (article) of a resource, found by its title. */
function card(page: Page, title: string) {
  return page.locator('article').filter({ has: page.getByRole('heading', { name: title }) });
}

async function openAccessDialog(page: Page, title = PLAYBOOK) {
  await visit(page, '/resources', READY.resources);
  await card(page, title).getByRole('button', { name: 'Access Now' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(`To access "${title}", please provide your details below.`).waitFor();
  return dialog;
}

/** The frame of Chromium's PDF viewer in `page`, once it has one (it is not an element of the page). */
async function pdfViewerOf(page: Page): Promise<Frame> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await page.waitForTimeout(100)) {
    const viewer = page.frames().find((frame) => frame.url().startsWith(PDF_VIEWER));
    if (viewer) return viewer;
  }
  throw new Error(`no PDF viewer in ${page.url()}: ${page.frames().map((frame) => frame.url())}`);
}

async function fill(dialog: ReturnType<Page['getByRole']>, values: { name: string; email: string; company: string }) {
  await dialog.getByLabel('Name').fill(values.name);
  await dialog.getByLabel('Email').fill(values.email);
  await dialog.getByLabel('Company').fill(values.company);
}

describe('Knowledge Hub', () => {
  it('lists the seeded resources newest first, with type labels and Access Now, under the spec heading', async () => {
    const { page, context } = await openPage();
    await visit(page, '/resources', READY.resources);
    await page.getByRole('heading', { name: 'Knowledge Hub', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Access Now' }).first().waitFor();
    const titles = await page.locator('article').getByRole('heading').allInnerTexts();
    expect(titles.length).toBeGreaterThanOrEqual(8);
    // Newest first: the newest seeded row leads the seeded ones (staff may publish newer ones during the run).
    const seeded = titles.indexOf('India GCC Landscape Report 2025: Cities, Talent and Operating Costs');
    expect(seeded).toBeGreaterThanOrEqual(0);
    expect(seeded).toBeLessThan(titles.indexOf(PLAYBOOK));
    expect(titles.indexOf(PLAYBOOK)).toBeLessThan(titles.indexOf(PLACEHOLDER));
    const text = await page.locator('article').allTextContents();
    for (const type of ['Whitepaper', 'Webinar', 'Podcast', 'Report']) expect(text.join('\n')).toContain(type);
    expect(await page.getByRole('button', { name: 'Access Now' }).count()).toBe(titles.length);
    await context.close();
  });

  it.each([
    [360, 1],
    [800, 2],
    [1280, 3],
  ])('lays the cards out in the right number of columns at %ipx', async (width, columns) => {
    const { page, context } = await openPage({ viewport: { width, height: 900 } });
    await visit(page, '/resources', READY.resources);
    await page.getByRole('button', { name: 'Access Now' }).first().waitFor();
    const lefts = await page
      .locator('article')
      .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(columns);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });

  it("shows the content-needed toast and no dialog for a resource whose url is '#'", async () => {
    const { page, context } = await openPage();
    await visit(page, '/resources', READY.resources);
    await card(page, PLACEHOLDER).getByRole('button', { name: 'Access Now' }).click();
    await toastTitled(page, '🚧 Genuine content needed!').waitFor();
    await toastTitled(page, 'Please provide the file or URL for this resource to make it accessible.').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('validates the company email, records one lead, opens the resource in a new tab without opener, and closes', async () => {
    const { page, context } = await openPage();
    const dialog = await openAccessDialog(page);
    const email = uniqueEmail('tcs.com');
    await fill(dialog, { name: 'Priya Raman', email, company: 'Tata Consultancy Services' });
    const popupPromise = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Submit & Access' }).dblclick();
    const popup = await popupPromise;
    expect(popup.url()).toContain(PLAYBOOK_PDF);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await toastTitled(page, 'Success!').waitFor();
    await toastTitled(page, 'Thank you! You can now access the resource.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const leads = await leadsFor(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      name: 'Priya Raman',
      email,
      company: 'Tata Consultancy Services',
      resource_id: '3f6a1c2e-8b4d-4e5f-9a10-1b2c3d4e5f03',
    });
    await context.close();
  });

  it("opens the visitor's document as a PDF, which headless Chromium shows in its PDF viewer", async () => {
    const { page, context } = await openPage();
    const dialog = await openAccessDialog(page);
    await fill(dialog, { name: 'Priya Raman', email: uniqueEmail('tcs.com'), company: 'Tata Consultancy Services' });
    const opened = context.waitForEvent('response', (response) => response.url().endsWith(PLAYBOOK_PDF));
    const popupPromise = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Submit & Access' }).click();
    const [popup, response] = await Promise.all([popupPromise, opened]);
    expect(response.frame()).toBe(popup.mainFrame());
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    // The bytes go to the viewer, not to the tab's document (Playwright reads the viewer's page as
    // its body), so they are fetched again here.
    const bytes = await (await popup.request.get(popup.url())).body();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await popup.evaluate(() => document.contentType)).toBe('application/pdf');
    // Shown, not downloaded: the viewer's toolbar shows the title the PDF carries.
    await (await pdfViewerOf(popup)).getByText(PLAYBOOK, { exact: true }).first().waitFor();
    await context.close();
  });

  it('refuses an email whose domain does not match the company and writes no lead', async () => {
    const { page, context } = await openPage();
    const dialog = await openAccessDialog(page);
    const email = uniqueEmail('gmail.com');
    await fill(dialog, { name: 'Sam Lee', email, company: 'Acme Robotics' });
    await dialog.getByRole('button', { name: 'Submit & Access' }).click();
    await toastTitled(page, 'Validation Failed').waitFor();
    await toastTitled(page, 'The email domain must match the company name.').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await leadsFor(email)).toHaveLength(0);
    await context.close();
  });

  it('asks for every field before calling the backend', async () => {
    const { page, context } = await openPage();
    const dialog = await openAccessDialog(page);
    let calls = 0;
    await page.route(`${site.backend}/functions/v1/**`, (route) => {
      calls += 1;
      return route.continue();
    });
    await fill(dialog, { name: '   ', email: 'a@tcs.com', company: 'TCS' });
    await dialog.getByRole('button', { name: 'Submit & Access' }).click();
    await toastTitled(page, 'Missing Information').waitFor();
    await toastTitled(page, 'Please fill out all fields.').waitFor();
    expect(calls).toBe(0);
    await context.close();
  });

  it('keeps the dialog open with what was typed when the function cannot be reached, and clears it on close', async () => {
    const { page, context } = await openPage();
    const dialog = await openAccessDialog(page);
    await page.route(`${site.backend}/functions/v1/**`, (route) => route.abort('connectionrefused'));
    allowConsole(failedRequestTo(`${site.backend}/functions/v1/validate-company-email`));
    await fill(dialog, { name: 'Priya Raman', email: 'priya@tcs.com', company: 'Tata Consultancy Services' });
    await dialog.getByRole('button', { name: 'Submit & Access' }).click();
    await toastTitled(page, 'Submission Failed').waitFor();
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Priya Raman');
    expect(await dialog.getByLabel('Company').inputValue()).toBe('Tata Consultancy Services');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card(page, PLAYBOOK).getByRole('button', { name: 'Access Now' }).click();
    expect(await page.getByRole('dialog').getByLabel('Name').inputValue()).toBe('');
    await context.close();
  });

  it("shows the insert error's message when the lead cannot be recorded", async () => {
    const { page, context } = await openPage();
    const dialog = await openAccessDialog(page);
    allowConsole(failedRequestTo(`${site.backend}/rest/v1/resource_leads`));
    await page.route(`${site.backend}/rest/v1/resource_leads*`, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'XX000', message: 'The database is restarting', details: null, hint: null }),
      }),
    );
    await fill(dialog, { name: 'Priya Raman', email: 'priya@tcs.com', company: 'Tata Consultancy Services' });
    await dialog.getByRole('button', { name: 'Submit & Access' }).click();
    await toastTitled(page, 'Submission Failed').waitFor();
    await toastTitled(page, 'The database is restarting').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await context.close();
  });

  it('logs the error, shows the destructive load toast and an empty list when resources cannot load', async () => {
    const { page, context, consoleErrors } = await openPage();
    await page.route(`${site.backend}/rest/v1/resources*`, (route) => route.abort('connectionrefused'));
    // The spec logs a failed load to the console.
    allowConsole(failedRequestTo(`${site.backend}/rest/v1/resources`), /^error: Failed to load resources: /);
    await visit(page, '/resources', READY.resources);
    await toastTitled(page, 'Error').waitFor();
    await toastTitled(page, 'Failed to load resources. Please try again later.').waitFor();
    expect(await page.getByRole('button', { name: 'Access Now' }).count()).toBe(0);
    expect(consoleErrors.join('\n')).not.toBe('');
    await page.getByRole('contentinfo').waitFor();
    await context.close();
  });
});
