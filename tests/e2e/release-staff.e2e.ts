import { openPage } from '../support/browser';
import { replaceVisibleText } from '../support/release';
import {
  bundleCopies,
  expectListed,
  expectRefusedRelease,
  releaseNewVersion,
  leaveSite,
  rollBackTo,
  shellSnapshot,
  waitForMainText,
} from '../support/release-scenario';
import { pageVersions } from 'prerender';
import { prerenderedHtml } from '../support/prerendered';
import { withOwnSite } from '../support/own-site';
import { site } from '../support/site';
import { READY, visit } from '../support/site-page';

// Each release builds the bundle (about 30 s here) and smoke-runs it in Chromium.
jest.setTimeout(300_000);

// Releases and rollbacks on a site of this file's own: no page load of the other worker sees them.
withOwnSite();

const INTRO = "For the firm's content and marketing teams.";

interface FirstScreen {
  html: string;
  /** The releases it was rendered from (its `prerendered-from` meta), by bundle. */
  from: Record<string, string> | null;
}

/** What visitors' routes are served as (the first screens), with the releases each was rendered from. */
async function firstScreens(): Promise<FirstScreen[]> {
  // The pages rendered ahead of time: a release in the other worker may be rendering them again,
  // and meanwhile the route is served as the single-page app.
  return Promise.all(
    ['/', '/resources'].map(async (route) => {
      const { html } = await prerenderedHtml(route);
      return { html, from: pageVersions(html) };
    }),
  );
}

/**
 * A staff release leaves each first screen byte for byte. A screen that a release in the other
 * worker rendered again, from a new release of a visitor's bundle, names those releases instead;
 * it still names no staff release.
 */
function expectUntouched(before: FirstScreen[], after: FirstScreen[]): void {
  expect(before.map((screen) => screen.from)).toEqual(
    before.map(() => expect.objectContaining({ shell: expect.any(String) })),
  );
  for (const [index, screen] of after.entries()) {
    if (JSON.stringify(screen.from) === JSON.stringify(before[index]!.from))
      expect(screen.html).toEqual(before[index]!.html);
    else expect(screen.from).not.toHaveProperty('staff');
  }
}

describe('independent delivery of the staff workspace', () => {
  const source = bundleCopies('mfe-staff', 'sign-in-page');

  it('releases a changed sign-in page without touching the shell or visitors’ first screens, and rolls back', async () => {
    const newText = `For the firm's teams, updated ${Date.now().toString(36)}.`;
    replaceVisibleText(
      source.changed,
      `${INTRO} Accounts are created by a site administrator; there is no public sign-up.`,
      newText,
    );
    const staff = await openPage();
    await visit(staff.page, '/staff');
    await staff.page.getByText(INTRO, { exact: false }).waitFor();
    const shellBefore = await shellSnapshot(staff.page);
    const screensBefore = await firstScreens();

    const { before, after } = await releaseNewVersion('staff', source.changed);
    await staff.page.reload();
    await waitForMainText(staff.page, newText);
    expect(await shellSnapshot(staff.page)).toEqual(shellBefore);
    expectUntouched(screensBefore, await firstScreens());

    await leaveSite(staff.page);
    await rollBackTo('staff', before);
    await visit(staff.page, '/staff');
    await staff.page.getByText(INTRO, { exact: false }).waitFor();
    expect(await shellSnapshot(staff.page)).toEqual(shellBefore);
    expect(staff.pageErrors).toEqual([]);
    await expectListed('staff', before, after);
    await staff.context.close();
  });

  it('refuses a release that no longer exposes the sign-in page the runtime config names', async () => {
    await expectRefusedRelease('staff', source.broken, site.remotes.staff!, 'sign-in-page');
    const { page, context, pageErrors } = await openPage();
    await visit(page, '/staff');
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    await visit(page, '/', READY.home);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
