// What visitors' browsers report, through the real collect-telemetry function into the database:
// each page load counted for the shell's and every remote's live release, a conversion carried by
// the next beacon, a remote that failed counted as crashed for its release, nothing typed and no
// identifier sent, nothing at all from a browser with Global Privacy Control.
import { closeBrowser } from '../support/browser';
import { allowConsole, remoteDown } from '../support/console-guard';
import { liveVersion } from '../support/release';
import { READY, makeUnreachable, toastTitled, visit } from '../support/site-page';
import { site } from '../support/site';
import type { Page } from 'playwright-core';
import {
  hideUntilSent,
  hidePage,
  isTelemetryChunk,
  isTelemetryRequest,
  openVisitorPage,
  leavePage,
  recordBeacons,
  storedCounts,
  storedErrors,
} from '../support/telemetry';

afterAll(closeBrowser);

/** Waits until the page's telemetry has loaded (after the page is idle). */
const telemetryLoaded = (page: Page) =>
  page.waitForRequest((request) => isTelemetryChunk(request.url()), { timeout: 20_000 });

describe('telemetry from the composed site', () => {
  it('counts the page load for each live release, carries a conversion, and sends nothing typed, no cookie, no identifier', async () => {
    const { page, context } = await openVisitorPage();
    const recorder = recordBeacons(page);
    const loaded = telemetryLoaded(page);
    await visit(page, '/about', READY.about);
    await loaded;
    await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    const typed = {
      name: 'Zubin Telemetryprobe',
      email: 'zubin.probe@example.org',
      message: 'Probe 4711 of the beacon',
    };
    await dialog.getByLabel('Full Name').fill(typed.name);
    await dialog.getByLabel('Email Address').fill(typed.email);
    await dialog.getByLabel('Your Message').fill(typed.message);
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await toastTitled(page, 'Message Sent! 🚀').waitFor();
    expect(await context.cookies()).toEqual([]);
    const stored = await page.evaluate(() => [sessionStorage.length, Object.keys(localStorage)]);
    // The contact form keeps its inquiries (the spec); telemetry stores nothing.
    expect(stored).toEqual([0, ['inquiries']]);
    const marketing = { bundle: 'marketing', version: liveVersion('marketing') };
    const before = await storedCounts(site.backend, site.secretKey, marketing);
    const sent = await hideUntilSent(page, recorder);
    expect(sent.map((s) => s.status)).toEqual(sent.map(() => 204));
    const [first] = sent;
    expect(first?.beacon).toMatchObject({ v: 1, first: true, routes: ['/about'] });
    expect(first?.beacon.releases).toEqual(
      expect.arrayContaining([
        { bundle: 'shell', version: liveVersion('shell'), arm: 'live', counted: true },
        { bundle: 'marketing', version: liveVersion('marketing'), arm: 'live', counted: true },
      ]),
    );
    expect(sent.flatMap((s) => s.beacon.conversions)).toEqual([{ kind: 'contact-sent', route: '/about' }]);
    const text = sent.map((s) => s.body).join('\n');
    for (const value of Object.values(typed)) expect(text).not.toContain(value);
    expect(text).not.toMatch(/Zubin|Telemetryprobe|example\.org|4711/);
    expect(text).not.toContain('HeadlessChrome');
    // Stored: the page load and the conversion reached the rollups of the live marketing release.
    const after = await storedCounts(site.backend, site.secretKey, marketing);
    expect(after.pageLoads).toBeGreaterThan(before.pageLoads);
    expect(after.conversions).toBeGreaterThan(before.conversions);
    await leavePage(page);
    await context.close();
  });

  it('counts a remote that failed to load as crashed for its release, and the site goes on', async () => {
    const { page, context } = await openVisitorPage();
    allowConsole(...remoteDown(site.remotes.knowledgeHub!, 'knowledgeHub'));
    const recorder = recordBeacons(page);
    await makeUnreachable(page, site.remotes.knowledgeHub!);
    const loaded = telemetryLoaded(page);
    await visit(page, '/resources');
    await page
      .getByRole('heading', { name: 'The Knowledge Hub is temporarily unavailable' })
      .waitFor({ timeout: 20_000 });
    await loaded;
    const hub = { bundle: 'knowledge-hub', version: liveVersion('knowledge-hub') };
    const before = await storedCounts(site.backend, site.secretKey, hub);
    const sent = await hideUntilSent(page, recorder);
    expect(sent.map((s) => s.status)).toEqual(sent.map(() => 204));
    const crashed = sent.flatMap((s) => s.beacon.crashed);
    const releases = sent.flatMap((s) => s.beacon.releases);
    // The page rendered ahead of time names the remote's release: the crash is that release's.
    expect(crashed).toEqual(['knowledge-hub']);
    expect(releases).toContainEqual(
      expect.objectContaining({ bundle: 'knowledge-hub', version: liveVersion('knowledge-hub'), counted: true }),
    );
    expect((await storedCounts(site.backend, site.secretKey, hub)).crashed).toBeGreaterThan(before.crashed);
    await context.close();
  });

  it("counts an error thrown in a remote's code for that remote's release, with its message and where it came from", async () => {
    const { page, context } = await openVisitorPage();
    const message = 'Probe failure in the marketing remote';
    allowConsole(new RegExp(`^error: (Uncaught )?Error: ${message}`));
    const recorder = recordBeacons(page);
    // The test breaks the remote's entry as served: it throws once the page has started.
    await page.route(`${site.remotes.marketing}/releases/*/remoteEntry.js`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      const thrower = `;setTimeout(function () { throw new Error(${JSON.stringify(message)}); }, 0);`;
      await route.fulfill({ response, headers, body: `${await response.text()}\n${thrower}` });
    });
    const loaded = telemetryLoaded(page);
    await visit(page, '/services', READY.services);
    await loaded;
    const sent = await hideUntilSent(page, recorder);
    expect(sent.map((s) => s.status)).toEqual(sent.map(() => 204));
    const marketing = sent.flatMap((s) => s.beacon.releases).find((release) => release.bundle === 'marketing');
    expect(marketing).toBeDefined();
    const version = marketing!.version;
    // Attributed by the release folder in its stack: the remote's script came whole, not as "Script error.".
    expect(sent.flatMap((s) => s.beacon.errored)).toContain('marketing');
    const [error] = sent.flatMap((s) => s.beacon.errors);
    expect(error).toMatchObject({ bundle: 'marketing', message: expect.stringContaining(message) });
    expect(error!.frames[0]).toMatch(new RegExp(`^marketing@${version}/remoteEntry\\.js:\\d+:\\d+$`));
    // Stored: the page load errored for marketing@version, and the error is in its sample.
    expect(
      (await storedCounts(site.backend, site.secretKey, { bundle: 'marketing', version })).errored,
    ).toBeGreaterThan(0);
    const samples = await storedErrors(site.backend, site.secretKey, { bundle: 'marketing', version });
    expect(samples).toContainEqual(expect.objectContaining({ message: expect.stringContaining(message) }));
    await leavePage(page);
    await context.close();
  });

  it('sends and loads nothing from a browser with Global Privacy Control', async () => {
    const { page, context } = await openVisitorPage();
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    const telemetry: string[] = [];
    page.on('request', (request) => {
      if (isTelemetryRequest(request.url())) telemetry.push(request.url());
    });
    await visit(page, '/services', READY.services);
    // Well past the idle moment the telemetry would have loaded at.
    await page.waitForTimeout(3000);
    await hidePage(page);
    await leavePage(page);
    expect(telemetry).toEqual([]);
    await context.close();
  });
});
