import { closeBrowser, openPage } from '../support/browser';
import { visit } from '../support/site-page';
import { site } from '../support/site';
import { addStaffAccount, signIn } from '../support/staff';

afterAll(closeBrowser);

// Ten thousand leads are written first, then read through the page.
jest.setTimeout(120_000);

const LEADS = 10_000;
const stamp = Date.now().toString(36);

/** The first seeded resource's id, read as a visitor. */
async function aResourceId(): Promise<string> {
  const response = await fetch(`${site.backend}/rest/v1/resources?select=id&limit=1`, {
    headers: { apikey: site.publishableKey },
  });
  const [row] = (await response.json()) as { id: string }[];
  if (!row) throw new Error('no resource to attach leads to');
  return row.id;
}

/** Writes `count` leads with the service role, spread over the last year, 2,000 per request. */
async function writeLeads(count: number): Promise<void> {
  const resourceId = await aResourceId();
  const year = 365 * 24 * 3600 * 1000;
  const rows = Array.from({ length: count }, (_, i) => ({
    name: `Scale Visitor ${i}`,
    email: `scale.${stamp}.${i}@globex-${i % 50}.com`,
    company: `Globex ${i % 50}`,
    resource_id: resourceId,
    created_at: new Date(Date.now() - Math.floor((i / count) * year)).toISOString(),
  }));
  for (let start = 0; start < rows.length; start += 2000) {
    const response = await fetch(`${site.backend}/rest/v1/resource_leads`, {
      method: 'POST',
      headers: {
        apikey: site.secretKey,
        authorization: `Bearer ${site.secretKey}`,
        'content-type': 'application/json',
        prefer: 'return=minimal',
      },
      body: JSON.stringify(rows.slice(start, start + 2000)),
    });
    if (!response.ok) throw new Error(`writing leads failed: ${response.status} ${await response.text()}`);
  }
}

describe('the leads page with ten thousand leads', () => {
  it('answers a page or a filter in under 300 ms (median of nine)', async () => {
    await writeLeads(LEADS);
    const password = await addStaffAccount(`scale.${stamp}@gcc-advisory.com`);
    const { page, context } = await openPage();
    await visit(page, '/staff/leads');
    await signIn(page, `scale.${stamp}@gcc-advisory.com`, password);
    await page.getByText(/^Showing 1–50 of /).waitFor();

    /** How long the page's query took, from the request leaving to the last byte. */
    const timed = async (action: () => Promise<void>, shown: RegExp): Promise<number> => {
      const answered = page.waitForResponse((r) => r.url().startsWith(`${site.backend}/rest/v1/resource_leads`));
      await action();
      const response = await answered;
      await page.getByText(shown).waitFor();
      const timing = response.request().timing();
      return timing.responseEnd - timing.requestStart;
    };
    const search = async (text: string) => {
      await page.getByLabel('Search').fill(text);
      await page.getByLabel('Search').press('Enter');
    };
    // Each kind of query three times (paging, a rare and a common text), alternating so each is
    // asked again; the median says how the page answers, as the machine is shared with builds.
    const times: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      times.push(await timed(() => page.getByRole('button', { name: 'Next' }).click(), /^Showing 51–100 of /));
      times.push(await timed(() => search(`scale.${stamp}.99`), /^Showing 1–50 of 111 leads$/));
      times.push(await timed(() => search(`globex-${7 + round}`), /^Showing 1–50 of 200 leads$/));
      await timed(() => search(''), /^Showing 1–50 of /);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? Infinity;
    console.log(
      `leads page with ${LEADS}+ leads: ${times.map((t) => `${t.toFixed(0)} ms`).join(', ')} (median ${median.toFixed(0)} ms)`,
    );
    expect(median).toBeLessThan(300);
    await context.close();
  });
});
