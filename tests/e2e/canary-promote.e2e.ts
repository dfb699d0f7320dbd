// An A/A canary: the live marketing source built and released again as the candidate, on a site
// of its own (support/canary.ts), in Chromium. Both arms are served alike, a tab keeps its release,
// a killed watcher's canary ends at its lease, a watcher promotes it on real page loads with the
// same Web Vitals in both arms, and once it is rolled back a crafted preview link naming it is
// refused.
import type { Page } from 'playwright-core';
import { closeBrowser, openPage } from '../support/browser';
import { allowConsole, failedRequestTo } from '../support/console-guard';
import {
  type CanarySite,
  type VisitorLoad,
  loadsUntil,
  servedNow,
  servedRelease,
  startCanarySite,
  startCommand,
  visitorLoad,
} from '../support/canary';
import { copyBundleSource, releaseCommand, removeBundleSource } from '../support/release';
import { toastTitled, waitForLivePage } from '../support/site-page';
import { beaconsFrom } from '../support/telemetry';

// The release builds the bundle and smoke-runs it: minutes on a busy machine.
jest.setTimeout(720_000);

/** React's recoverable-error report of the shell (shell/src/bootstrap.tsx): the served page did not match. */
const RENDERED_AGAIN = '[shell] the page served as HTML was rendered again';
const PREFIX = '203.0.113';

let canarySite: CanarySite;
let source = '';
let live = '';
let candidate = '';
let liveText = '';

/** The about page's founders paragraph. */
const founders = (page: Page) =>
  page
    .locator('main p')
    .filter({ hasText: /^Our founders/ })
    .first();

beforeAll(async () => {
  canarySite = await startCanarySite();
  // A copy of the source as it is: the candidate is the live build made again, under a new version.
  source = copyBundleSource('mfe-marketing');
  live = canarySite.liveVersion('marketing');
});

afterAll(async () => {
  await canarySite?.stop();
  if (source) removeBundleSource(source);
  await closeBrowser();
});

/**
 * Opens /about as a visitor whose page marks the served heading and founders paragraph before any
 * script runs (a fresh render would drop the marks), and records what it asks of the marketing origin.
 */
async function openAbout() {
  const opened = await openPage();
  await beaconsFrom(opened.context, `${PREFIX}.251`);
  const warnings: string[] = [];
  opened.page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const marketingFiles: string[] = [];
  opened.page.on('request', (request) => {
    if (request.url().startsWith(`${canarySite.marketing}/`)) marketingFiles.push(request.url());
  });
  await opened.page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelector('#root main h1')?.setAttribute('data-served', '');
      for (const p of document.querySelectorAll('#root main p'))
        if (p.textContent?.startsWith('Our founders')) p.setAttribute('data-served', '');
    }),
  );
  const response = await opened.page.goto(`${canarySite.shell}/about`);
  const html = (await response?.text()) ?? '';
  const served = servedRelease(html, 'marketing');
  await waitForLivePage(opened.page);
  return { ...opened, warnings, marketingFiles, served, html };
}

/**
 * The Web Vitals p75 of each arm in the last look a watcher printed ("LCP 812 vs 790, CLS 0 vs 0").
 * @returns by vital, the canary's and the live arm's value (vitals without a value in both are left out)
 */
function vitalsOfBothArms(output: string): Record<string, { canary: number; live: number }> {
  const lines = output.match(/^Web Vitals p75 \(reported only\), canary vs live: .*$/gm) ?? [];
  const last = lines.at(-1) ?? '';
  const number = (text: string) => Number(text.replaceAll(',', ''));
  const found: Record<string, { canary: number; live: number }> = {};
  for (const [, name, canary, live] of last.matchAll(/(\w+) (\d[\d,]*(?:\.\d+)?|—) vs (\d[\d,]*(?:\.\d+)?|—)/g)) {
    if (name && canary && live && canary !== '—' && live !== '—')
      found[name] = { canary: number(canary), live: number(live) };
  }
  return found;
}

/** The marketing scripts a page asked for that are not its release's (`version`). */
const foreignScripts = (files: string[], version: string) =>
  files.filter((file) => file.endsWith('.js') && !file.startsWith(`${canarySite.marketing}/releases/${version}/`));

describe('a canary of a healthy candidate', () => {
  it('serves both arms alike, keeps a tab on its release, and ends at its lease once its watcher is killed', async () => {
    const probe = await openAbout();
    liveText = (await founders(probe.page).innerText()).trim();
    await probe.context.close();

    // A bake of an hour: this watcher can only renew the lease, until it is killed.
    const watcher = startCommand(
      'release',
      [
        'marketing',
        '--source',
        source,
        '--canary',
        '50',
        '--lease',
        '15',
        '--watch',
        '--interval',
        '2',
        '--bake',
        '60',
      ],
      canarySite.env,
    );
    await watcher.waitForOutput(/marketing: hold \(share 50 %\)/, 540_000);
    candidate = canarySite.canary('marketing').version;
    expect(canarySite.canary('marketing')).toMatchObject({ live, status: 'running', share: 50 });

    const checked = new Set<string>();
    for (let i = 0; i < 20 && checked.size < 2; i += 1) {
      const tab = await openAbout();
      const { arm, version } = tab.served;
      const expected = arm === 'canary' ? candidate : live;
      // The first screen is the arm's own release (its files named in the page), rendered ahead of time…
      expect(version).toBe(expected);
      expect(tab.html).toContain(liveText);
      expect(tab.html).toContain('data-prerendered="/about"');
      // …and taken over as it was served: the same elements, nothing drawn again.
      expect(await founders(tab.page).innerText()).toBe(liveText);
      expect(await tab.page.locator('#root main h1[data-served]').count()).toBe(1);
      expect(await founders(tab.page).getAttribute('data-served')).toBe('');
      expect(tab.warnings.filter((text) => text.includes(RENDERED_AGAIN))).toEqual([]);
      expect(foreignScripts(tab.marketingFiles, expected)).toEqual([]);
      if (arm === 'canary' && !checked.has('canary')) {
        // The tab keeps its release through client-side navigation, with no page load.
        await tab.page.evaluate(() => Object.assign(window, { sameTab: true }));
        const nav = tab.page.getByRole('navigation', { name: 'Main' });
        await nav.getByRole('link', { name: 'Services' }).click();
        await tab.page.waitForURL(/\/services$/);
        await tab.page.locator('main h1').first().waitFor();
        await nav.getByRole('link', { name: 'About' }).click();
        await tab.page.waitForURL(/\/about$/);
        await founders(tab.page).getByText(liveText).waitFor();
        expect(await tab.page.evaluate(() => (window as { sameTab?: boolean }).sameTab)).toBe(true);
        expect(foreignScripts(tab.marketingFiles, candidate)).toEqual([]);
      }
      expect(tab.pageErrors).toEqual([]);
      checked.add(arm);
      await tab.context.close();
    }
    expect([...checked].sort()).toEqual(['canary', 'live']);

    // The watcher dies: nobody renews the lease, and when it runs out every page load is live.
    watcher.kill();
    await watcher.done;
    const { leaseUntil } = canarySite.canary('marketing');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(leaseUntil) - Date.now()) + 500));
    const state = await startCommand('canary', ['marketing'], canarySite.env).done;
    expect(state.output).toContain('share now: 0 % (its lease ran out)');
    for (let i = 0; i < 20; i += 1) {
      expect(await servedNow(canarySite.shell, '/about', 'marketing')).toEqual({
        version: live,
        arm: 'live',
        status: 200,
      });
    }
    const after = await openAbout();
    expect(await founders(after.page).innerText()).toBe(liveText);
    await after.context.close();
  });

  it('is promoted by its watcher under real page loads when both arms are alike', async () => {
    expect(candidate).not.toBe('');
    // The lapsed canary is over for good: nothing steps it again…
    const stepped = await startCommand('canary', ['marketing', 'step', '50', '--lease', '60'], canarySite.env).done;
    expect(stepped.code).toBe(2);
    expect(stepped.output).toMatch(
      new RegExp(`No canary is running for marketing: the last one, ${candidate}, ended at .*lapsed`),
    );
    // …so a new canary of the same source starts, then a watcher with a short bake and few loads.
    const started = await startCommand(
      'release',
      ['marketing', '--source', source, '--canary', '50', '--lease', '60'],
      canarySite.env,
    ).done;
    expect({ code: started.code, output: started.code ? started.output : '' }).toEqual({ code: 0, output: '' });
    expect(canarySite.canary('marketing')).toMatchObject({ live, status: 'running', share: 50 });
    expect(canarySite.canary('marketing').version).not.toBe(candidate);
    candidate = canarySite.canary('marketing').version;
    const watch = ['--watch', '--lease', '60', '--interval', '2', '--bake', '0.05', '--min-loads', '6'];
    const watcher = startCommand('canary', ['marketing', ...watch], canarySite.env);
    let ended = false;
    void watcher.done.then(() => (ended = true));
    // One visitor at a time: the arms' Web Vitals are compared below, and page loads that share
    // the machine's two cores would time each other rather than the releases.
    const loads = await loadsUntil(
      () => ended,
      Date.now() + 200_000,
      () => visitorLoad(canarySite.shell, '/about', { bundle: 'marketing', prefix: PREFIX }),
      1,
    );
    if (!ended) watcher.kill();
    const result = await watcher.done;
    expect({ code: result.code, output: result.code ? result.output : '' }).toEqual({ code: 0, output: '' });
    expect(result.output).toContain(`✔ Promoted: marketing ${candidate} is live for every page load.`);
    expect(canarySite.liveVersion('marketing')).toBe(candidate);
    // The same Web Vitals in both arms, as the watcher's deciding look reported them (p75 of each arm).
    const vitals = vitalsOfBothArms(result.output);
    expect(vitals.LCP?.canary).toBeGreaterThan(0);
    expect(vitals.LCP!.canary / vitals.LCP!.live).toBeGreaterThanOrEqual(0.5);
    expect(vitals.LCP!.canary / vitals.LCP!.live).toBeLessThanOrEqual(2);
    expect(Math.abs(vitals.CLS!.canary - vitals.CLS!.live)).toBeLessThanOrEqual(0.05);

    // Each load ran one arm's release; the last ones may have come after the promotion.
    const ran = (load: VisitorLoad) => `${load.arm} ${load.version}`;
    const allowed = [`canary ${candidate}`, `live ${live}`, `live ${candidate}`];
    expect(loads.map(ran).filter((arm) => !allowed.includes(arm))).toEqual([]);
    const onCanary = loads.filter((load) => ran(load) === `canary ${candidate}`);
    const onLive = loads.filter((load) => ran(load) === `live ${live}`);
    expect(Math.min(onCanary.length, onLive.length)).toBeGreaterThanOrEqual(6);
    expect(loads.flatMap((load) => [...load.pageErrors, ...load.beaconStatuses.filter((s) => s !== 204)])).toEqual([]);
    // Every page load now gets the candidate, as a live release.
    expect(await servedNow(canarySite.shell, '/about', 'marketing')).toEqual({
      version: candidate,
      arm: 'live',
      status: 200,
    });
  });

  it('refuses a crafted preview link naming the promoted release once it is rolled back', async () => {
    expect(canarySite.liveVersion('marketing')).toBe(candidate);
    const rolledBack = await releaseCommand('rollback', ['marketing'], canarySite.env);
    expect({ code: rolledBack.code, output: rolledBack.code ? rolledBack.output : '' }).toEqual({
      code: 0,
      output: '',
    });
    expect(canarySite.liveVersion('marketing')).toBe(live);

    const oldRelease = `${canarySite.marketing}/releases/${candidate}/`;
    allowConsole(/preview refused/, failedRequestTo(oldRelease));
    const { page, context } = await openPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(oldRelease)) asked.push(request.url());
    });
    await page.goto(`${canarySite.shell}/about?preview=marketing@${candidate}`);
    await toastTitled(page, 'Preview link not valid').waitFor();
    await waitForLivePage(page);
    await founders(page).getByText(liveText, { exact: true }).waitFor();
    // Only its manifest was asked for, and the server refused it: none of its code ran.
    expect(asked).toEqual([`${oldRelease}mf-manifest.json`]);
    expect(await page.getByRole('status').filter({ hasText: 'Preview:' }).count()).toBe(0);
    await context.close();
  });
});
