import { REMOTES } from 'shared-ui';
import { PAGE_ROUTES, pageRouteAt } from './page-routes';

describe('pageRouteAt', () => {
  it.each([
    ['/', 'marketing', 'home-page'],
    ['/services', 'marketing', 'services-page'],
    ['/about/', 'marketing', 'about-page'],
    ['/resources', 'knowledgeHub', 'knowledge-hub-page'],
  ])('finds the page served at %s', (pathname, remote, module) => {
    expect(pageRouteAt(pathname)).toMatchObject({ remote, module });
  });

  it('finds nothing for a path without a page', () => {
    expect(pageRouteAt('/no-such-page')).toBeUndefined();
    expect(pageRouteAt('/services/extra')).toBeUndefined();
  });

  it('lists each page once', () => {
    expect(new Set(PAGE_ROUTES.map((route) => route.path)).size).toBe(PAGE_ROUTES.length);
  });

  it('names only modules that the contract lists for that remote', () => {
    for (const { remote, module } of PAGE_ROUTES) {
      expect(Object.values(REMOTES[remote].modules)).toContain(module);
    }
  });
});
