// A canary of a broken marketing build, judged by its watcher on real page loads in Chromium: the
// visitors' beacons go through the collect-telemetry function into the rollups the watcher reads.
// On a site of its own (support/canary.ts): the broken candidate never reaches the other worker.
import { closeBrowser } from '../support/browser';
import {
  type CanarySite,
  BROKEN_BUILD_ERROR,
  crashOnClick,
  loadsUntil,
  servedNow,
  startCanarySite,
  startCommand,
  visitorLoad,
} from '../support/canary';
import { allowConsole, failedRequestTo } from '../support/console-guard';
import { copyBundleSource, removeBundleSource } from '../support/release';
import type { Page } from 'playwright-core';

// The release builds the bundle and smoke-runs it (minutes on a busy machine); then the canary needs
// a minute of page loads: a step's first, partial minute of rollups is not counted.
jest.setTimeout(720_000);

let canarySite: CanarySite;
let broken = '';

beforeAll(async () => {
  canarySite = await startCanarySite();
  broken = copyBundleSource('mfe-marketing');
  crashOnClick(broken);
});

afterAll(async () => {
  await canarySite?.stop();
  if (broken) removeBundleSource(broken);
  await closeBrowser();
});

/** A visitor clicks the page's heading; on the broken build the page then shows the shell's error screen. */
async function clickHeading(page: Page): Promise<void> {
  await page.locator('main h1').first().click();
  const crashed = page.getByRole('heading', { name: /is temporarily unavailable$/ });
  // Either the error screen shows, or the page goes on as it was (the live release).
  await crashed.waitFor({ timeout: 700 }).catch(() => {});
}

describe('the canary watcher', () => {
  it('aborts a broken candidate at 50 % under real page loads while the live arm keeps working', async () => {
    const live = canarySite.liveVersion('marketing');
    // What the shell writes when a remote's page fails to render (the canary arm's, after a click).
    allowConsole(/a remote section failed/, new RegExp(BROKEN_BUILD_ERROR));
    // Shortened for the test: a look every 2 s, and a bake no test waits for, so only an abort ends it.
    const watch = ['--watch', '--interval', '2', '--bake', '60', '--min-loads', '1000', '--lease', '120'];
    const release = startCommand(
      'release',
      ['marketing', '--source', broken, '--canary', '50', ...watch],
      canarySite.env,
    );
    await release.waitForOutput(/Watching the canary of marketing/, 540_000);
    // The smoke run opened every route of the candidate and saw nothing wrong: nobody clicked.
    expect(release.output()).toContain('✔ Smoke run passed');
    const candidate = canarySite.canary('marketing').version;
    expect(canarySite.canary('marketing')).toMatchObject({ live, status: 'running', share: 50 });
    // A page served the candidate just before the abort asks for its files after it: an aborted
    // release answers 404 for every file, so that page shows the remote's error screen too.
    const withdrawn = `${canarySite.marketing}/releases/${candidate}/`;
    allowConsole(
      failedRequestTo(withdrawn),
      // Any of its scripts: its remote entry, or a chunk the page asks for later.
      new RegExp(`Refused to execute script from '${withdrawn}[^']+\\.js'`),
      /remote module "marketing\/[a-z-]+" could not be loaded/,
      new RegExp(`${withdrawn}mf-manifest\\.json: HTTP 404`),
    );

    // Visitors load the about page and click its heading, until the watcher ends the canary.
    let ended = false;
    void release.done.then(() => (ended = true));
    const loads = await loadsUntil(
      () => ended,
      Date.now() + 150_000,
      () => visitorLoad(canarySite.shell, '/about', { bundle: 'marketing', prefix: '198.51.100', act: clickHeading }),
    );
    if (!ended) release.kill();
    const result = await release.done;
    expect({ code: result.code, output: result.code === 1 ? '' : result.output }).toEqual({ code: 1, output: '' });
    expect(result.output).toContain(
      `The canary of marketing ${candidate} was aborted: every page load gets ${live} again.`,
    );
    expect(result.output).toMatch(/crashed/);

    const onLive = loads.filter((load) => load.arm === 'live');
    const onCanary = loads.filter((load) => load.arm === 'canary');
    expect(new Set(onLive.map((load) => load.version))).toEqual(new Set([live]));
    expect(new Set(onCanary.map((load) => load.version))).toEqual(new Set([candidate]));
    // The live arm kept working: not one error; every beacon was counted.
    expect(onLive.length).toBeGreaterThan(2);
    expect(onLive.flatMap((load) => [...load.pageErrors, ...load.crashed])).toEqual([]);
    expect(loads.flatMap((load) => load.beaconStatuses).filter((status) => status !== 204)).toEqual([]);
    expect(onCanary.length).toBeGreaterThanOrEqual(3);
    for (const load of onCanary) expect(load.crashed).toEqual(['marketing']);

    // Aborted: every page load is the live release's, and the candidate is no longer served.
    expect(canarySite.canary('marketing')).toMatchObject({ status: 'aborted', share: 0 });
    for (let i = 0; i < 20; i += 1) {
      expect(await servedNow(canarySite.shell, '/about', 'marketing')).toEqual({
        version: live,
        arm: 'live',
        status: 200,
      });
    }
    const after = await visitorLoad(canarySite.shell, '/about', {
      bundle: 'marketing',
      prefix: '198.51.100',
      act: (page) => page.locator('main h1').first().click(),
    });
    expect(after).toMatchObject({ version: live, arm: 'live', pageErrors: [], crashed: [] });
    const manifest = await fetch(`${canarySite.marketing}/releases/${candidate}/mf-manifest.json`);
    expect(manifest.status).toBe(404);
  });
});
