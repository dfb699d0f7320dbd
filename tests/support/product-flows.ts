import type { Page } from 'playwright-core';
import { leadsFor, uniqueEmail } from './backend';
import { openPage } from './browser';
import { READY, toastTitled, visit } from './site-page';
import { site } from './site';
import { addStaffAccount, signIn } from './staff';

// Every product flow once, in the order a team meets them: staff sign-in, an upload and its
// publishing, the Knowledge Hub's list and access flow (the company-email function and the lead),
// the leads page and the CSV export (the export function), each through the real backend. Run
// against the suite's site, with the new keys (staff-publishing.e2e.ts), and against a site whose
// backend runs the legacy keys (legacy-keys.e2e.ts).

/** A small but real PDF: the backend checks the content, not the name. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The resource's row on the staff Resources page. */
function row(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
}

/** The visitor's card on the Knowledge Hub. */
function card(page: Page, name: string) {
  return page.locator('article').filter({ has: page.getByRole('heading', { name }) });
}

/** The `alg` of a JWT's header. */
function algorithmOf(token: string): unknown {
  const header = Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8');
  return (JSON.parse(header) as { alg?: unknown }).alg;
}

/**
 * Publishes an uploaded PDF as staff, gets it as a visitor with a company email, then finds the
 * lead and exports it. Returns the `alg` of every JWT the staff pages sent to the REST API as
 * their session, so the caller can tell which key model signed them.
 */
export async function publishAccessAndExport(): Promise<{ sessionAlgorithms: Set<unknown> }> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const staffEmail = `content.${stamp}@gcc-advisory.com`;
  const title = `Staff upload ${stamp}: Setting up a GCC in Pune`;
  const sessionAlgorithms = new Set<unknown>();
  const password = await addStaffAccount(staffEmail);

  // The content team signs in and publishes a resource with an uploaded PDF.
  const staff = await openPage();
  staff.page.on('request', (request) => {
    const bearer = /^Bearer (\S+)$/.exec(request.headers().authorization ?? '')?.[1];
    if (request.url().startsWith(`${site.backend}/rest/v1/`) && bearer?.startsWith('eyJ'))
      sessionAlgorithms.add(algorithmOf(bearer));
  });
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
  // Read as a stream: the browser may run apart (the suite's one Chromium), where no local path exists.
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const csv = Buffer.concat(chunks);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('created_at,name,email,company,resource_title,resource_type');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`,Anand Rao,${email},Infosys,`);
  expect(lines[1]).toContain(title);
  expect(staff.pageErrors).toEqual([]);
  await staff.context.close();
  return { sessionAlgorithms };
}
