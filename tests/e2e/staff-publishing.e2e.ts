import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { leadsFor, uniqueEmail } from '../support/backend';
import { closeBrowser, openPage } from '../support/browser';
import { READY, toastTitled, visit } from '../support/site-page';
import { site } from '../support/site';
import { addStaffAccount, signIn } from '../support/staff';

afterAll(closeBrowser);

// Uploads, a visitor's request and an export, each through the real backend.
jest.setTimeout(120_000);

/** A small but real PDF: the backend checks the content, not the name. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

const stamp = Date.now().toString(36);
const staffEmail = `content.${stamp}@gcc-advisory.com`;
const title = `Staff upload ${stamp}: Setting up a GCC in Pune`;

/** The resource's row on the staff Resources page. */
function row(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
}

/** The visitor's card on the Knowledge Hub. */
function card(page: Page, name: string) {
  return page.locator('article').filter({ has: page.getByRole('heading', { name }) });
}

describe('staff publish a document and read the lead it brings', () => {
  it('publishes an uploaded PDF, a visitor gets it with a company email, and the lead is found and exported', async () => {
    const password = await addStaffAccount(staffEmail);

    // The content team signs in and publishes a resource with an uploaded PDF.
    const staff = await openPage();
    await visit(staff.page, '/staff/resources');
    await signIn(staff.page, staffEmail, password);
    await staff.page.getByRole('heading', { name: 'Resources', level: 1 }).waitFor();
    await staff.page.getByRole('button', { name: 'New resource' }).click();
    const editor = staff.page.getByRole('dialog');
    await editor.getByLabel('Title').fill(title);
    await editor.getByLabel('Description').fill('A step-by-step guide for the first 100 days.');
    await editor.getByLabel('Type').selectOption('Whitepaper');
    await editor.getByLabel('Upload a PDF').check();
    await editor
      .getByLabel('PDF document')
      .setInputFiles({ name: 'Pune Guide.pdf', mimeType: 'application/pdf', buffer: PDF });
    await editor.getByRole('button', { name: 'Create resource' }).click();
    await toastTitled(staff.page, 'Resource saved').waitFor();
    await row(staff.page, title).getByText('Published').waitFor();
    await staff.page
      .getByRole('navigation', { name: 'Staff workspace' })
      .getByRole('button', { name: 'Sign out' })
      .click();
    await staff.page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();

    // A visitor sees it first on the Knowledge Hub, asks for it and gets the document.
    const visitor = await openPage();
    await visit(visitor.page, '/resources', READY.resources);
    // The list arrives after the served page: wait for the card before reading the order.
    await card(visitor.page, title).waitFor();
    const titles = await visitor.page.locator('article').getByRole('heading').allInnerTexts();
    expect(titles[0]).toBe(title);
    await card(visitor.page, title).getByRole('button', { name: 'Access Now' }).click();
    const dialog = visitor.page.getByRole('dialog');
    const email = uniqueEmail('infosys.com');
    await dialog.getByLabel('Name').fill('Anand Rao');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Company').fill('Infosys');
    const popupPromise = visitor.context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Submit & Access' }).click();
    const popup = await popupPromise;
    const documentUrl = popup.url();
    expect(documentUrl).toMatch(new RegExp(`^${site.backend}/storage/v1/object/public/resources/.+\\.pdf$`));
    const served = await fetch(documentUrl);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^inline/);
    expect(Buffer.from(await served.arrayBuffer()).equals(PDF)).toBe(true);
    expect(await leadsFor(email)).toHaveLength(1);
    await visitor.context.close();

    // The marketing side signs in again, finds the lead by filter and exports it.
    await visit(staff.page, '/staff/leads');
    await signIn(staff.page, staffEmail, password);
    await staff.page.getByRole('heading', { name: 'Leads', level: 1 }).waitFor();
    await staff.page.getByLabel(/search/i).fill(email);
    await staff.page.getByText('Showing 1–1 of 1 lead', { exact: true }).waitFor();
    const lead = staff.page.getByRole('row').filter({ hasText: email });
    expect(await lead.innerText()).toContain(title);
    expect(await staff.page.getByRole('row').count()).toBe(2);
    const downloadPromise = staff.page.waitForEvent('download');
    await staff.page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^leads-.*\.csv$/);
    const csv = readFileSync((await download.path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('created_at,name,email,company,resource_title,resource_type');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,Anand Rao,${email},Infosys,`);
    expect(lines[1]).toContain(title);
    expect(staff.pageErrors).toEqual([]);
    await staff.context.close();
  });
});
