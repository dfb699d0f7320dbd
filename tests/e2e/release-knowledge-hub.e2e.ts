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
  manifestText,
  releaseFileCaching,
  shellSnapshot,
  timedRollback,
  waitForMainText,
  waitForServedText,
} from '../support/release-scenario';
import { site } from '../support/site';
import { READY, visit } from '../support/site-page';

// Each release builds the bundle (about 30 s here) and smoke-runs it in Chromium.
jest.setTimeout(300_000);

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('independent delivery of the knowledge hub bundle', () => {
  let changed = '';
  let broken = '';

  beforeAll(() => {
    changed = copyBundleSource('mfe-knowledge-hub');
    broken = copyBundleSource('mfe-knowledge-hub');
    removeExposedModule(broken, 'knowledge-hub-page');
  });

  afterAll(async () => {
    removeBundleSource(changed);
    removeBundleSource(broken);
    await closeBrowser();
  });

  it('releases a changed subtitle that the next page load shows, leaves the shell untouched, and rolls back', async () => {
    const oldText = READY.resources;
    const newText = `${oldText} Updated ${Date.now().toString(36)}.`;
    replaceVisibleText(changed, oldText, newText);
    const visitor = await openPage();
    await visit(visitor.page, '/resources', oldText);
    const shellBefore = await shellSnapshot(visitor.page);
    const before = liveVersion('knowledge-hub');

    const released = await releaseCommand('release', ['knowledge-hub', '--source', changed]);
    expect({ code: released.code, output: released.output }).toEqual({ code: 0, output: expect.any(String) });
    const after = liveVersion('knowledge-hub');
    expect(after).not.toBe(before);
    // The route's first screen, served as HTML, is rendered again from the new release.
    await waitForServedText('/resources', newText);

    await visitor.page.reload();
    await waitForMainText(visitor.page, newText);
    expect(await shellSnapshot(visitor.page)).toEqual(shellBefore);
    // Pages still open on the old release load its files from where they always were.
    expect(await releaseFileCaching(site.knowledgeHub, before, 'remoteEntry.js')).toBe(IMMUTABLE);

    const { result: rolledBack, switchedAfter } = await timedRollback('knowledge-hub', before);
    expect({ code: rolledBack.code, output: rolledBack.output }).toEqual({ code: 0, output: expect.any(String) });
    expect(switchedAfter).toBeLessThan(10_000);
    expect(liveVersion('knowledge-hub')).toBe(before);
    // The first screen served for the route is the old release's again, never the rolled-back one's.
    await waitForServedText('/resources', oldText, newText);
    await visitor.page.reload();
    await waitForMainText(visitor.page, oldText);
    expect(await shellSnapshot(visitor.page)).toEqual(shellBefore);
    expect(visitor.pageErrors).toEqual([]);

    const listed = await releaseCommand('releases', ['knowledge-hub']);
    expect(listed.output).toMatch(new RegExp(`LIVE\\s+${before}`));
    expect(listed.output).toContain(after);
    await visitor.context.close();
  });

  it('refuses a release that no longer exposes the page the shell loads, before any visitor sees it', async () => {
    const live = liveVersion('knowledge-hub');
    const manifestBefore = await manifestText(site.knowledgeHub);

    const refused = await releaseCommand('release', ['knowledge-hub', '--source', broken]);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('Release of knowledge-hub refused');
    expect(refused.output).toContain('does not expose "./knowledge-hub-page"');

    expect(liveVersion('knowledge-hub')).toBe(live);
    expect(await manifestText(site.knowledgeHub)).toBe(manifestBefore);
    const { page, context, pageErrors } = await openPage();
    await visit(page, '/resources', READY.resources);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
