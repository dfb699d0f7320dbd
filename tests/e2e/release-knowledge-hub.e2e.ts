import { openPage } from '../support/browser';
import { replaceVisibleText } from '../support/release';
import {
  bundleCopies,
  expectListed,
  expectRefusedRelease,
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
import { READY, visit } from '../support/site-page';

// Each release builds the bundle (about 30 s here) and smoke-runs it in Chromium.
jest.setTimeout(300_000);

// Releases and rollbacks on a site of this file's own: no page load of the other worker sees them.
withOwnSite();

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('independent delivery of the knowledge hub bundle', () => {
  const source = bundleCopies('mfe-knowledge-hub', 'knowledge-hub-page');

  it('releases a changed subtitle that the next page load shows, leaves the shell untouched, and rolls back', async () => {
    const oldText = READY.resources;
    const newText = `${oldText} Updated ${Date.now().toString(36)}.`;
    replaceVisibleText(source.changed, oldText, newText);
    const visitor = await openPage();
    await visit(visitor.page, '/resources', oldText);
    const shellBefore = await shellSnapshot(visitor.page);

    const { before, after } = await releaseNewVersion('knowledge-hub', source.changed);
    // The route's first screen, served as HTML, is rendered again from the new release.
    await waitForServedText('/resources', newText);

    await visitor.page.reload();
    await waitForMainText(visitor.page, newText);
    expect(await shellSnapshot(visitor.page)).toEqual(shellBefore);
    // Pages still open on the old release load its files from where they always were.
    expect(await releaseFileCaching(site.remotes.knowledgeHub!, before, 'remoteEntry.js')).toBe(IMMUTABLE);

    await leaveSite(visitor.page);
    await rollBackTo('knowledge-hub', before);
    // The first screen served for the route is the old release's again, never the rolled-back one's.
    await waitForServedText('/resources', oldText, newText);
    await visit(visitor.page, '/resources');
    await waitForMainText(visitor.page, oldText);
    expect(await shellSnapshot(visitor.page)).toEqual(shellBefore);
    expect(visitor.pageErrors).toEqual([]);

    await expectListed('knowledge-hub', before, after);
    await visitor.context.close();
  });

  it('refuses a release that no longer exposes the page the shell loads, before any visitor sees it', async () => {
    await expectRefusedRelease('knowledge-hub', source.broken, site.remotes.knowledgeHub!, 'knowledge-hub-page');
    const { page, context, pageErrors } = await openPage();
    await visit(page, '/resources', READY.resources);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
