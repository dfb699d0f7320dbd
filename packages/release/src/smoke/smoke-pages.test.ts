// The smoke run opens every route at once and still reports each problem with its own route, in
// the order of the routes, checking the exports once. A browser that answers as told stands in for
// Chromium (the release end-to-end tests run the real one).
import { type SmokeBrowser, type SmokePage, checkPages } from './smoke-pages';

const ROUTES = ['/', '/services', '/about'];

/** How the fake browser answers for a route. */
interface RouteBehaviour {
  /** milliseconds until it renders (or fails) */
  renderAfter?: number;
  /** what the rendered check finds */
  state?: true | 'unavailable' | 'never';
  /** errors the page throws while it loads */
  pageErrors?: string[];
  /** what the exports check finds in this page */
  exportProblems?: string[];
}

/**
 * A browser whose pages answer by route, recording what was asked.
 * @param options.gate every page waits for it before rendering
 */
function fakeBrowser(behaviours: Record<string, RouteBehaviour>, { gate = Promise.resolve() } = {}) {
  const record = { opened: [] as string[], exportsIn: [] as string[], open: 0 };
  const browser: SmokeBrowser = {
    newContext: async () => {
      record.open += 1;
      let route = '';
      const errorListeners: ((error: Error) => void)[] = [];
      const page: SmokePage = {
        on: (event, listener) => {
          if (event === 'pageerror') errorListeners.push(listener);
        },
        goto: async (url) => {
          route = new URL(url).pathname;
          record.opened.push(route);
          await gate;
          const behaviour = behaviours[route] ?? {};
          await new Promise((resolve) => setTimeout(resolve, behaviour.renderAfter ?? 0));
          for (const message of behaviour.pageErrors ?? [])
            for (const listener of errorListeners) listener(new Error(message));
        },
        waitForFunction: async () => {
          const state = behaviours[route]?.state ?? true;
          if (state === 'never') throw new Error('Timeout 30000ms exceeded.');
          return { jsonValue: async () => state };
        },
        evaluate: async () => {
          record.exportsIn.push(route);
          return behaviours[route]?.exportProblems ?? [];
        },
        locator: () => ({ textContent: async () => 'Loading…' }),
      };
      return {
        newPage: async () => page,
        close: async () => {
          record.open -= 1;
        },
      };
    },
  };
  return { browser, record };
}

const check = (browser: SmokeBrowser) =>
  checkPages({ browser, origin: 'http://localhost:1', routes: ROUTES, moduleIds: [], manifests: {}, log: () => {} });

describe('checkPages', () => {
  it('opens every route before any of them has rendered', async () => {
    let allOpened = () => {};
    const gate = new Promise<void>((resolve) => {
      allOpened = () => resolve();
    });
    // Opened one after another, the first page would wait for the others forever.
    const timeout = setTimeout(allOpened, 5_000);
    const { browser, record } = fakeBrowser({}, { gate });
    const checking = check(browser);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const openedBeforeAnyRendered = [...record.opened];
    allOpened();
    clearTimeout(timeout);
    expect(await checking).toEqual([]);
    expect(openedBeforeAnyRendered.sort()).toEqual([...ROUTES].sort());
  });

  it('reports each problem with its route, in the order of the routes, whichever page finishes first', async () => {
    const { browser, record } = fakeBrowser({
      '/': { renderAfter: 150, pageErrors: ['boom at home'] },
      '/services': { renderAfter: 0, state: 'unavailable' },
      '/about': { renderAfter: 50, state: 'never', pageErrors: ['ChunkLoadError'] },
    });
    expect(await check(browser)).toEqual([
      '/: page error: boom at home',
      '/services: the shell says the page is unavailable',
      expect.stringMatching(/^\/about: the page did not render its content within 30 s \(Timeout .*"Loading…"\)$/),
      '/about: page error: ChunkLoadError',
    ]);
    expect(record.open).toBe(0);
  });

  it('checks the exports once, in the first page that renders, and lists what it finds with that route', async () => {
    const { browser, record } = fakeBrowser({
      // The quickest fails to render: it takes no check.
      '/': { renderAfter: 0, state: 'never' },
      '/services': { renderAfter: 100 },
      '/about': { renderAfter: 20, exportProblems: ['marketing/about-page: its default export is undefined'] },
    });
    const problems = await check(browser);
    expect(record.exportsIn).toEqual(['/about']);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^\/: the page did not render/);
    expect(problems[1]).toBe('marketing/about-page: its default export is undefined');
  });
});
