import { openPage } from '../support/browser';
import { liveVersion, replaceVisibleText } from '../support/release';
import {
  bundleCopies,
  expectListed,
  expectRefusedRelease,
  mainHeading,
  releaseFileCaching,
  releaseNewVersion,
  leaveSite,
  rollBackTo,
  shellSnapshot,
  waitForMainText,
  waitForServedText,
} from '../support/release-scenario';
import { withOwnSite } from '../support/own-site';
import { site } from '../support/site';
import { visit } from '../support/site-page';

// Each release builds the bundle (about 30 s here) and smoke-runs it in Chromium.
jest.setTimeout(300_000);

// Releases and rollbacks on a site of this file's own: no page load of the other worker sees them.
withOwnSite();

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('independent delivery of the marketing bundle', () => {
  const source = bundleCopies('mfe-marketing', 'about-page');

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
    replaceVisibleText(source.changed, oldText, newText);
    const shellBefore = await shellSnapshot(visitor.page);

    // A visitor who has the site open during the release.
    const openTab = await openPage();
    await visit(openTab.page, '/');
    await mainHeading(openTab.page);

    const { before, after } = await releaseNewVersion('marketing', source.changed);
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
    expect(await releaseFileCaching(site.remotes.marketing!, before, 'remoteEntry.js')).toBe(IMMUTABLE);

    await leaveSite(visitor.page);
    await rollBackTo('marketing', before);
    // The first screen served for the route is the old release's again, never the rolled-back one's.
    await waitForServedText('/about', oldText, newText);
    await visit(visitor.page, '/about');
    await waitForMainText(visitor.page, oldText);
    expect(await shellSnapshot(visitor.page)).toEqual(shellBefore);
    expect(visitor.pageErrors).toEqual([]);

    await expectListed('marketing', before, after);
    await visitor.context.close();
    await openTab.context.close();
  });

  it('refuses a release that no longer exposes a module the shell loads, before any visitor sees it', async () => {
    await expectRefusedRelease('marketing', source.broken, site.remotes.marketing!, 'about-page');
    const { page, context, pageErrors } = await openPage();
    await visit(page, '/about');
    await mainHeading(page);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
