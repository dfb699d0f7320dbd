import { createSiteLocation, isCurrentPage, type FollowedRouter } from './site-location';

/** A router as the shell follows it, at `path`: navigate moves it and tells its subscribers. */
function fakeRouter(path: string) {
  const subscribers = new Set<(state: { location: { pathname: string } }) => void>();
  const router = {
    state: { location: { pathname: path } },
    navigate: jest.fn((to: string) => {
      router.state = { location: { pathname: to } };
      for (const subscriber of subscribers) subscriber(router.state);
    }),
    subscribe: (subscriber: (state: { location: { pathname: string } }) => void) => {
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },
  } satisfies FollowedRouter;
  return router;
}

// jsdom loads no page: a change of the hash stands for the page load the browser would make.
afterEach(() => {
  window.location.hash = '';
});

describe('createSiteLocation', () => {
  it('loads the page from the server until a router follows it, as a link without scripts would', () => {
    const location = createSiteLocation('/services');

    const entries = window.history.length;
    location.navigate('#about');
    expect(window.location.hash).toBe('#about');
    expect(window.history.length).toBe(entries + 1);

    location.navigate('#resources', { replace: true });
    expect(window.location.hash).toBe('#resources');
    expect(window.history.length).toBe(entries + 1);
    expect(location.path()).toBe('/services');
  });

  it('navigates with the router it follows, and its path follows the router', () => {
    const location = createSiteLocation('/services');
    const router = fakeRouter('/services');
    const changed = jest.fn();
    location.subscribe(changed);
    location.follow(router);

    location.navigate('/about');

    expect(router.navigate).toHaveBeenCalledWith('/about', { replace: false });
    expect(window.location.hash).toBe('');
    expect(location.path()).toBe('/about');
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("takes the router's path when it starts somewhere else", () => {
    const location = createSiteLocation('/services');
    location.follow(fakeRouter('/services/'));

    expect(location.path()).toBe('/services/');
  });

  it('stops following when told, and stops telling a subscriber that left', () => {
    const location = createSiteLocation('/');
    const router = fakeRouter('/');
    const changed = jest.fn();
    const leave = location.subscribe(changed);
    const stop = location.follow(router);
    leave();

    router.navigate('/about');
    expect(changed).not.toHaveBeenCalled();
    expect(location.path()).toBe('/about');

    stop();
    router.navigate('/services');
    location.navigate('#resources');
    expect(location.path()).toBe('/about');
    expect(window.location.hash).toBe('#resources');
  });
});

describe('isCurrentPage', () => {
  it.each([
    ['/services', '/services', true],
    ['/services', '/services/', true],
    ['/services', '/Services', true],
    ['/services', '/services/strategy', true],
    ['/services', '/servicesx', false],
    ['/resources', '/services', false],
    ['/', '/', true],
    ['/', '/services', false],
  ])('a link to %s names the page at %s: %s', (to, path, current) => {
    expect(isCurrentPage(to, path)).toBe(current);
  });
});
