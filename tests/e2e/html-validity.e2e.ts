import type { Page } from 'playwright-core';
import { closeBrowser, openPage } from '../support/browser';
import { allowConsole, notFoundAnswer, resetConsole, unexpectedConsole } from '../support/console-guard';
import { htmlErrors } from '../support/html-checker';
import { UNKNOWN_PATH, gotoPrerendered, prerenderedHtml, servedHtml } from '../support/prerendered';
import { READY, toastTitled, waitForLivePage } from '../support/site-page';
import { SITE_ROUTES, url } from '../support/site';
import { addLead, addStaffAccount, openAsStaff } from '../support/staff';

afterAll(closeBrowser);

// The site's routes, and the not-found page every other path gets.
const ROUTES = [...SITE_ROUTES, UNKNOWN_PATH];
const PLAYBOOK = 'The GCC Operating Model Playbook: From Cost Centre to Capability Hub';

/**
 * The whole document as the browser holds it now: what React and the scripts made of the page.
 * Emotion adds its rules through the CSS object model in production, which leaves its style
 * elements empty in the markup; their rules are written into one style element so the checker
 * reads the CSS too (a dialog's or a toast's, which the served page does not hold).
 */
const documentNow = (page: Page) =>
  page.evaluate(() => {
    const rules = Array.from(document.styleSheets)
      .filter((sheet) => sheet.ownerNode instanceof HTMLStyleElement && !sheet.ownerNode.textContent)
      .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText));
    const html = document.documentElement.outerHTML;
    return `<!DOCTYPE html>\n${html.replace('</head>', () => `<style>${rules.join('\n')}</style></head>`)}`;
  });

/**
 * Opens a route as served ahead of time, waits until the shell has taken it over, brings it into
 * a state with `act` and returns the document of that state.
 */
async function takenOver(route: string, act: (page: Page) => Promise<unknown> = async () => {}): Promise<string> {
  const { page, context } = await openPage();
  await gotoPrerendered(page, route);
  await waitForLivePage(page);
  await page.locator('#root[data-route-ready]').waitFor({ state: 'attached' });
  await act(page);
  const html = await documentNow(page);
  await context.close();
  return html;
}

const staffEmail = `html.${Date.now().toString(36)}@gcc-advisory.com`;
let staffPassword = '';

/** A page of the staff workspace (never rendered ahead of time), signed in as staff, in the state `act` brings it to. */
async function staffPage(path: string, act: (page: Page) => Promise<unknown>): Promise<string> {
  const { page, context } = await openPage();
  if (staffPassword) await openAsStaff(page, path, staffEmail, staffPassword);
  else await page.goto(url(path));
  await act(page);
  const html = await documentNow(page);
  await context.close();
  return html;
}

/** The states of the site whose markup is checked, each as a full HTML document. */
const STATES: Record<string, () => Promise<string>> = {
  'single-page app (index.html)': () => servedHtml('/index.html'),
  ...Object.fromEntries(ROUTES.map((route) => [`served ${route}`, async () => (await prerenderedHtml(route)).html])),
  ...Object.fromEntries(
    ROUTES.map((route) => [
      `taken over ${route}`,
      () =>
        takenOver(route, (page) =>
          route === '/resources'
            ? page.getByRole('button', { name: 'Access Now' }).first().waitFor()
            : page.getByRole('contentinfo').waitFor(),
        ),
    ]),
  ),
  'Contact Us dialog open': () =>
    takenOver('/about', async (page) => {
      await page.getByText(READY.about).first().waitFor();
      await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).click();
      await page.getByRole('dialog', { name: 'Contact Us' }).waitFor();
    }),
  'Access Resource dialog open': () =>
    takenOver('/resources', async (page) => {
      const card = page.locator('article').filter({ has: page.getByRole('heading', { name: PLAYBOOK }) });
      await card.getByRole('button', { name: 'Access Now' }).click();
      await page.getByRole('dialog').getByText(`To access "${PLAYBOOK}", please provide your details below.`).waitFor();
    }),
  'staff sign-in page': () => staffPage('/staff', (page) => page.getByLabel('Password').waitFor()),
  'staff leads page': async () => {
    staffPassword = await addStaffAccount(staffEmail);
    await addLead(`kavya.${Date.now().toString(36)}@wipro.com`);
    return staffPage('/staff/leads', (page) => page.getByRole('table').waitFor());
  },
  'staff resource editor open': () =>
    staffPage('/staff/resources', async (page) => {
      await page.getByRole('button', { name: 'Edit' }).first().click();
      await page.getByRole('dialog').getByLabel('Title').waitFor();
    }),
  'staff release health page': () =>
    staffPage('/staff/releases', (page) =>
      page
        .getByText(/No telemetry and no switches yet|per hour, last 24 hours/)
        .first()
        .waitFor(),
    ),
  'toast shown': () =>
    takenOver('/', async (page) => {
      await page.locator('main').getByRole('button', { name: 'Explore Services' }).click();
      await toastTitled(page, /not implemented yet/).waitFor();
    }),
};

/** A document with a known error: proves the checker ran and that its errors reach the tests. */
const CONTROL = 'known invalid document';
const CONTROL_HTML =
  '<!DOCTYPE html><html lang="en"><head><title>control</title></head><body><span width="1">x</span></body></html>';

let errors: Record<string, string[]> = {};

beforeAll(async () => {
  // The pages are captured here, so the console guard is asked here too.
  resetConsole();
  allowConsole(notFoundAnswer(url(UNKNOWN_PATH)));
  const documents: Record<string, string> = { [CONTROL]: CONTROL_HTML };
  for (const [name, capture] of Object.entries(STATES)) documents[name] = await capture();
  const unexpected = unexpectedConsole();
  if (unexpected.length) throw new Error(`Unexpected browser console messages:\n${unexpected.join('\n')}`);
  errors = await htmlErrors(documents);
}, 240_000);

describe('valid HTML (W3C Nu HTML checker)', () => {
  it('reports the error of a known invalid document', () => {
    expect(errors[CONTROL]).toEqual([expect.stringContaining('Attribute “width” not allowed on element “span”')]);
  });

  it.each(Object.keys(STATES))('finds no error in the %s', (name) => {
    expect(errors[name]).toEqual([]);
  });
});
