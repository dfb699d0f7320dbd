import type { Page } from 'playwright-core';
import { closeBrowser, openPage } from '../support/browser';
import { READY, toastTitled, visit } from '../support/site-page';
import { SITE } from '../support/site';
import { remoteSharedCopies } from '../support/release';
import { federationShared } from '../../config/federation-shared.js';

afterAll(closeBrowser);

/** The share scope of the federation runtime: package -> versions registered, with who provides them. */
async function shareScope(page: Page) {
  return page.evaluate(() => {
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<
            string,
            Record<string, Record<string, Record<string, { from: string; loaded?: boolean; useIn: string[] }>>>
          >;
          __INSTANCES__: { name: string }[];
        };
      }
    ).__FEDERATION__;
    const packages: Record<string, { versions: string[]; from: string[]; useIn: string[]; loaded: boolean }> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const [name, versions] of Object.entries(scopes.default ?? {})) {
        const entry = (packages[name] ??= { versions: [], from: [], useIn: [], loaded: false });
        for (const [version, share] of Object.entries(versions)) {
          if (!entry.versions.includes(version)) entry.versions.push(version);
          if (!entry.from.includes(share.from)) entry.from.push(share.from);
          if (share.loaded) entry.loaded = true;
          for (const user of share.useIn ?? []) if (!entry.useIn.includes(user)) entry.useIn.push(user);
        }
      }
    }
    return { packages, instances: federation.__INSTANCES__.map((i) => i.name) };
  });
}

describe('run-time composition', () => {
  it('shares every package of the shared config as one instance across the shell and every remote', async () => {
    const { page, context, pageErrors } = await openPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await visit(page, '/', READY.home);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resources' }).click();
    await page.getByText(READY.resources).waitFor();
    // The dialogs' share is loaded with the first dialog, not before.
    expect((await shareScope(page)).packages['shared-ui/dialog']?.loaded).toBe(false);
    await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).click();
    await page.getByRole('dialog', { name: 'Contact Us' }).waitFor();
    await page.keyboard.press('Escape');
    // The staff workspace, which joins at run time, in the same page (as a router navigation).
    await page.evaluate(() => {
      window.history.pushState(null, '', '/staff');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    const { packages, instances } = await shareScope(page);
    const containers = [SITE.host, ...SITE.remotes].map((bundle) => bundle.container);
    expect(instances).toEqual(expect.arrayContaining(containers));
    const singletons = Object.keys(federationShared({ packageDir: SITE.host.packageDir })).filter(
      (key) => !key.endsWith('/'),
    );
    expect(singletons).toEqual(
      expect.arrayContaining(['react', '@radix-ui/react-dialog', 'shared-ui', 'shared-ui/dialog']),
    );
    for (const name of singletons) {
      expect({ name, versions: packages[name]?.versions.length }).toEqual({ name, versions: 1 });
      expect({ name, providers: packages[name]?.from.length }).toEqual({ name, providers: 1 });
    }
    // The shell gives every shared package: a remote never loads its own copy.
    const copies = remoteSharedCopies();
    expect(copies.length).toBeGreaterThan(0);
    expect(requested.filter((file) => copies.some((copy) => file.endsWith(`/${copy}`)))).toEqual([]);
    // What the shell has run as it started, it gives as it is.
    for (const name of ['react', 'react/jsx-runtime', 'react-dom/client', '@emotion/react', 'shared-ui']) {
      expect({ name, from: packages[name]?.from, loaded: packages[name]?.loaded }).toEqual({
        name,
        from: ['shell'],
        loaded: true,
      });
    }
    expect(packages['shared-ui/dialog']).toMatchObject({ loaded: true, useIn: expect.arrayContaining(['marketing']) });
    // Every remote takes the shell's shared-ui (the shell uses its own directly).
    expect(packages['shared-ui']?.useIn).toEqual(
      expect.arrayContaining(SITE.remotes.map((bundle) => bundle.container)),
    );
    // Only the shell routes: the remotes link through shared-ui, so no router is shared (or shipped) by them.
    expect(packages['react-router-dom']).toBeUndefined();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("follows a remote page's link through the shell's router, without loading a page", async () => {
    const { page, context, pageErrors } = await openPage();
    await visit(page, '/', READY.home);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole('main').getByRole('link', { name: 'View All Services' }).click();
    await page.getByText(READY.services).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/services');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows a remote page toast in the shell toast area (one toast store)', async () => {
    const { page, context } = await openPage();
    await visit(page, '/', READY.home);
    await page.getByRole('button', { name: 'Explore Services' }).click();
    await toastTitled(page, /not implemented yet/).waitFor();
    await context.close();
  });

  it('focuses the toast area with F8', async () => {
    const { page, context } = await openPage();
    await visit(page, '/', READY.home);
    await page.keyboard.press('F8');
    const focused = await page.evaluate(() =>
      document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label'),
    );
    expect(focused).toMatch(/Notifications/);
    await context.close();
  });

  it("opens the marketing remote's Contact Us dialog from the shell's header button", async () => {
    const { page, context } = await openPage();
    await visit(page, '/services', READY.services);
    await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});
