import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { site } from './site';

const STAFF_COMMAND = path.resolve(__dirname, '../../scripts/staff.mjs');

/**
 * Creates a staff account the way the team does, `npm run staff -- add <email>` against this run's
 * backend, and returns the password it printed once.
 */
export async function addStaffAccount(email: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [STAFF_COMMAND, 'add', email], {
    env: { ...process.env, SUPABASE_URL: site.backend, SUPABASE_SECRET_KEY: site.secretKey },
  });
  const password = /Password[^:]*: (\S+)/.exec(stdout)?.[1];
  if (!password) throw new Error(`npm run staff -- add printed no password:\n${stdout}`);
  return password;
}

/**
 * An ordinary, confirmed account (no staff claim). There is no public sign-up (supabase/config.toml),
 * so it is created as every account is: through the auth admin API with the service key.
 */
export async function addVisitorAccount(email: string, password: string): Promise<void> {
  const response = await fetch(`${site.backend}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: site.secretKey,
      authorization: `Bearer ${site.secretKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  if (!response.ok) throw new Error(`creating the account failed: ${response.status} ${await response.text()}`);
}

/** Fills the workspace's sign-in form and submits it. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A lead for the first published resource, recorded as a visitor records one (anon key). */
export async function addLead(email: string): Promise<void> {
  const headers = { apikey: site.publishableKey, 'content-type': 'application/json' };
  const resources = await fetch(`${site.backend}/rest/v1/resources?select=id&limit=1`, { headers });
  const [resource] = (await resources.json()) as { id: string }[];
  const response = await fetch(`${site.backend}/rest/v1/resource_leads`, {
    method: 'POST',
    headers: { ...headers, prefer: 'return=minimal' },
    body: JSON.stringify({ name: 'Kavya Menon', email, company: 'Wipro', resource_id: resource?.id }),
  });
  if (!response.ok) throw new Error(`recording a lead failed: ${response.status} ${await response.text()}`);
}

/** Opens a workspace page, signing in on the way (the page sends a visitor to sign-in and back). */
export async function openAsStaff(page: Page, path: string, email: string, password: string): Promise<void> {
  await page.goto(new URL(path, site.shell).toString(), { waitUntil: 'domcontentloaded' });
  await signIn(page, email, password);
  await page.getByText(`Signed in as ${email}`).waitFor();
}
