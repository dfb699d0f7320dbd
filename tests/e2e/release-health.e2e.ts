// The release health page in real Chromium: a visitor's page load reaches it through the real
// collect-telemetry function, a switch made by the release library reaches it through the release
// journal, and staff read both at /staff/releases, in a table with the same numbers as the charts
// and a marker on the charts, and a canary with its share, lease and decision, with no serious axe
// violation in any theme. Visitors' pages never load the chart library.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { closeBrowser, openPage } from '../support/browser';
import { ROOT, liveVersion, releaseTarget, remoteSharedCopies } from '../support/release';
import { READY, visit } from '../support/site-page';
import { site } from '../support/site';
import { addStaffAccount, openAsStaff } from '../support/staff';
import { hideUntilSent, leavePage, openVisitorPage, recordBeacons, storedCounts } from '../support/telemetry';

afterAll(closeBrowser);

/** A file of the chart library or of the page's chunk that loads it. */
const CHART_FILE = /release-charts|uplot/i;

const staffEmail = `health.${Date.now().toString(36)}@gcc-advisory.com`;
let staffPassword = '';
beforeAll(async () => {
  staffPassword = await addStaffAccount(staffEmail);
});

/** Every URL the page requests from now on. */
function requestedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The canary the journal is told about (only the journal: no page load is sent to it). */
const CANARY = {
  share: 10,
  // The watcher's verdict (a look 10 minutes in, no page loads yet, 100 needed per arm) in the page's words.
  why: [
    'Holding at 10 %: baking 10 min of 1 h; 0 canary and 0 live page loads this step, 100 needed per arm. Stops in 47 h 50 min if it cannot step up.',
    'errored: none on either arm yet.',
    'crashed: none on either arm yet.',
    'conversions: none on either arm yet.',
  ],
};

/**
 * Through the release library, with the journal the release commands' entries give them, against
 * this run's backend: switches marketing to its live release again (switchLive) and journals it
 * after the switch (afterSwitch), and journals a canary of knowledge-hub and a watcher's
 * decision about it. The script's imports are text, which the check of the package's exports
 * (config/unused-exports.js) reads as `import('release').afterSwitch` only.
 */
async function recordThroughLibrary(marketing: string, knowledgeHub: string): Promise<string> {
  const script = `
    import { canaryPolicy, decide } from 'canary-analysis';
    import { afterSwitch, bundleNamed, folderTarget, startedCanary, switchLive } from 'release';
    import { siteJournal } from './scripts/lib/release/cli.mjs';
    const [marketing, knowledgeHub, share] = process.argv.slice(1);
    const journal = siteJournal();
    const changes = [];
    await switchLive(folderTarget(process.env.RELEASE_TARGET_DIR), bundleNamed('marketing'), marketing, 'release', { changes });
    await afterSwitch({ changes, liveSite: null, journal, log: console.log });
    const canary = startedCanary({ version: knowledgeHub + '-candidate', live: knowledgeHub, share: Number(share), now: new Date() });
    await journal.canary('knowledge-hub', canary);
    const none = { pageLoads: 0, errored: 0, crashed: 0, conversions: 0 };
    const started = Date.parse(canary.startedAt);
    const progress = { share: canary.share, startedAt: started, stepStartedAt: started };
    const look = decide(canaryPolicy({ minPageLoadsPerArm: 100 }), progress, { live: none, canary: none }, started + 600000);
    await journal.decision('knowledge-hub', canary.startedAt, look);
  `;
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', script, marketing, knowledgeHub, String(CANARY.share)],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        RELEASE_TARGET_DIR: releaseTarget(),
        SUPABASE_URL: site.backend,
        SUPABASE_SECRET_KEY: site.secretKey,
      },
    },
  );
  return stdout + stderr;
}

/** The Page loads column of a table, summed over the rows of `version`. */
async function pageLoadsOf(page: Page, tableName: RegExp, version: string): Promise<number> {
  const table = page.getByRole('table', { name: tableName });
  await table.waitFor();
  const headers = await table.getByRole('columnheader').allTextContents();
  const at = headers.indexOf('Page loads');
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')));
  return rows.filter((cells) => cells[1] === version).reduce((sum, cells) => sum + Number(cells[at]), 0);
}

describe('release health at /staff/releases', () => {
  it('shows a page load and a switch in the table and on the charts, a canary with its decision, axe-clean in every theme; visitors load no chart library', async () => {
    const marketing = { bundle: 'marketing', version: liveVersion('marketing') };

    // A visitor's page loads: /resources and / send their beacons and ask for no chart file.
    const visitor = await openVisitorPage();
    const visitorUrls = requestedUrls(visitor.page);
    const beacons = recordBeacons(visitor.page);
    await visit(visitor.page, '/resources', READY.resources);
    await visit(visitor.page, '/', READY.home);
    await visitor.page.waitForLoadState('networkidle');
    expect((await hideUntilSent(visitor.page, beacons)).map((b) => b.status)).toContain(204);
    expect(visitorUrls.filter((u) => CHART_FILE.test(u))).toEqual([]);
    await leavePage(visitor.page);
    await visitor.context.close();
    // Nor is the library a shared module any live release provides.
    expect(remoteSharedCopies().filter((file) => CHART_FILE.test(file))).toEqual([]);

    const knowledgeHub = liveVersion('knowledge-hub');
    const output = await recordThroughLibrary(marketing.version, knowledgeHub);
    expect(output).not.toContain('journal was not updated');

    const before = await storedCounts(site.backend, site.secretKey, marketing);
    expect(before.pageLoads).toBeGreaterThan(0);
    const { page, context } = await openPage({ bypassCSP: true }); // only to inject axe-core
    const staffUrls = requestedUrls(page);
    await openAsStaff(page, '/staff/releases', staffEmail, staffPassword);
    await page.getByRole('heading', { name: 'Release health', level: 1 }).waitFor();
    const section = page.getByRole('region', { name: 'marketing', exact: true });
    const shown = await pageLoadsOf(page, /^marketing per hour, last 24 hours/, marketing.version);
    const after = await storedCounts(site.backend, site.secretKey, marketing);
    expect(shown).toBeGreaterThanOrEqual(before.pageLoads);
    expect(shown).toBeLessThanOrEqual(after.pageLoads);

    // The switch: live release, a row of the switches' table, a marker on each of the six charts.
    const label = `Release ${marketing.version}`;
    await section.getByText('Live release').waitFor();
    expect(await section.locator('dt:has-text("Live release") + dd').textContent()).toBe(marketing.version);
    await section
      .getByRole('table', { name: /Switches of marketing/ })
      .getByText(label)
      .waitFor();
    await section.locator(`[data-switch-marker="${label}"]`).nth(5).waitFor({ state: 'attached' });
    expect(await section.locator(`[data-switch-marker="${label}"]`).count()).toBe(6);
    expect(staffUrls.some((u) => CHART_FILE.test(u))).toBe(true);
    expect(await section.locator('dt:has-text("Canary") + dd').textContent()).toBe('No canary');
    // What the suite's start made live is in the journal too (serve-site.mjs): the shell, which no
    // release test switches, names its live release.
    const shell = page.getByRole('region', { name: 'shell', exact: true });
    expect(await shell.locator('dt:has-text("Live release") + dd').textContent()).toBe(liveVersion('shell'));

    // The canary: its share, what it is measured against, the lease left, the decision and why.
    const hub = page.getByRole('region', { name: 'knowledge-hub', exact: true });
    expect(await hub.locator('dt:has-text("Canary") + dd').textContent()).toMatch(
      new RegExp(
        `^${knowledgeHub}-candidate gets 10 % of page loads \\(measured against ${knowledgeHub}\\); lease [5-9] min left$`,
      ),
    );
    expect(await hub.locator('dt:has-text("Decision so far") + dd').textContent()).toBe(`hold${CANARY.why.join('')}`);

    for (const theme of ['theme-light', 'theme-dark', 'theme-vibrant']) {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.getByRole('table', { name: /^marketing per hour/ }).waitFor();
      await section.locator('canvas').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.className)).toContain(theme);
      expect({ theme, violations: await seriousViolations(page) }).toEqual({ theme, violations: [] });
    }
    await context.close();
  });
});
