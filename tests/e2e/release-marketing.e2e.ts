import { closeBrowser, openPage } from '../support/browser';
import {
  copyBundleSource,
  liveVersion,
  releaseCommand,
  removeBundleSource,
  removeExposedModule,
  replaceVisibleText,
} from '../support/release';
import {
  mainHeading,
  manifestText,
  releaseFileCaching,
  shellSnapshot,
  timedRollback,
  waitForMainText,
  waitForServedText,
} from '../support/release-scenario';
import { site } from '../support/site';
import { visit } from '../support/site-page';

// Each release builds the bundle (about 30 s here) and smoke-runs it in Chromium.
jest.setTimeout(300_000);

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('independent delivery of the marketing bundle', () => {
  let changed = '';
  let broken = '';

  beforeAll(() => {
    changed = copyBundleSource('mfe-marketing');
    broken = copyBundleSource('mfe-marketing');
    removeExposedModule(broken, 'about-page');
  });

  afterAll(async () => {
    removeBundleSource(changed);
    removeBundleSource(broken);
    await closeBrowser();
  });

  it('releases a changed text that the next page load shows, leaves the shell untouched and open pages working, and rolls back', async () => {
    const visitor = await openPage();
    await visit(visitor.page, '/about');
    // A paragraph of the about page's copy, written as a literal in its data module.
    const story = visitor.page
      .locator('main p')
      .filter({ hasText: /^Our founders/ })
      .first();
    await story.waitFor();
    const oldText = (await story.innerText()).trim();
    const newText = `${oldText} (release ${Date.now().toString(36)})`;
    replaceVisibleText(changed, oldText, newText);
    const shellBefore = await shellSnapshot(visitor.page);
    const before = liveVersion('marketing');

    // A visitor who has the site open during the release.
    const openTab = await openPage();
    await visit(openTab.page, '/');
    await mainHeading(openTab.page);

    const released = await releaseCommand('release', ['marketing', '--source', changed]);
    expect({ code: released.code, output: released.output }).toEqual({ code: 0, output: expect.any(String) });
    const after = liveVersion('marketing');
    expect(after).not.toBe(before);
    // The route's first screen, served as HTML, is rendered again from the new release.
    await waitForServedText('/about', newText);

    await visitor.page.reload();
    await waitForMainText(visitor.page, newText);
    expect(await shellSnapshot(visitor.page)).toEqual(shellBefore);
    expect(liveVersion('shell')).toBeTruthy();

    // The open tab keeps its release: its next page comes from the old release's files.
    await openTab.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await waitForMainText(openTab.page, oldText);
    expect(openTab.pageErrors).toEqual([]);
    expect(await releaseFileCaching(site.marketing, before, 'remoteEntry.js')).toBe(IMMUTABLE);

    const { result: rolledBack, switchedAfter } = await timedRollback('marketing', before);
    expect({ code: rolledBack.code, output: rolledBack.output }).toEqual({ code: 0, output: expect.any(String) });
    expect(switchedAfter).toBeLessThan(10_000);
    expect(liveVersion('marketing')).toBe(before);
    // The first screen served for the route is the old release's again, never the rolled-back one's.
    await waitForServedText('/about', oldText, newText);
    await visitor.page.reload();
    await waitForMainText(visitor.page, oldText);
    expect(await shellSnapshot(visitor.page)).toEqual(shellBefore);
    expect(visitor.pageErrors).toEqual([]);

    const listed = await releaseCommand('releases', ['marketing']);
    expect(listed.output).toMatch(new RegExp(`LIVE\\s+${before}`));
    expect(listed.output).toContain(after);
    await visitor.context.close();
    await openTab.context.close();
  });

  it('refuses a release that no longer exposes a module the shell loads, before any visitor sees it', async () => {
    const live = liveVersion('marketing');
    const manifestBefore = await manifestText(site.marketing);

    const refused = await releaseCommand('release', ['marketing', '--source', broken]);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('Release of marketing refused');
    expect(refused.output).toContain('does not expose "./about-page"');

    expect(liveVersion('marketing')).toBe(live);
    expect(await manifestText(site.marketing)).toBe(manifestBefore);
    const { page, context, pageErrors } = await openPage();
    await visit(page, '/about');
    await mainHeading(page);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
