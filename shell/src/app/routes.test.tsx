import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { SITE_PAGES, pageTitle, type SitePage } from 'shared-ui';
import type { RemotePageProps } from '../features/remote-page/remote-page';
import { createSiteLocation } from '../routing/site-location';
import { SiteShell } from './app';
import { siteRoutes } from './routes';

// The pages come from remotes; here each route shows which remote module it would load, with no network.
jest.mock('../features/remote-page/remote-page', () => ({
  RemotePage: ({ remote, module, what }: RemotePageProps) => {
    if (module === 'about-page') throw new Error('The about bundle exploded');
    return <h1>{`${what} (${remote}/${module})`}</h1>;
  },
}));

// jsdom has no fetch API, and react-router builds a Request for every navigation that runs a loader
// (the catch-all 404 route has one). A GET navigation only reads these fields.
class NavigationRequest {
  readonly method = 'GET';
  readonly headers = { get: (): string | null => null };
  readonly url: string;
  readonly signal: AbortSignal;
  constructor(input: string | URL, init: { signal?: AbortSignal } = {}) {
    this.url = String(input);
    this.signal = init.signal ?? new AbortController().signal;
  }
}
const originalRequest = globalThis.Request;

beforeAll(() => {
  globalThis.Request ??= NavigationRequest as unknown as typeof Request;
});

afterAll(() => {
  globalThis.Request = originalRequest;
});

/** The site at `path`: the shell's layout around the routes, its location following the router. */
function renderAt(path: string, joinedPages: readonly SitePage[] = []) {
  const router = createMemoryRouter(siteRoutes(joinedPages), { initialEntries: [path] });
  const location = createSiteLocation(path);
  location.follow(router);
  render(
    <SiteShell loadSupabase={null} location={location}>
      <RouterProvider router={router} />
    </SiteShell>,
  );
  return router;
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('routes', () => {
  it.each(SITE_PAGES.filter((page) => page.module !== 'about-page').map((page) => [page.path, page] as const))(
    "serves %s from the site manifest's remote module, inside the header and footer, with its title",
    async (path, page) => {
      renderAt(path);

      expect(
        await screen.findByRole('heading', { name: `${page.section ?? 'This page'} (${page.remote}/${page.module})` }),
      ).toBeInTheDocument();
      expect(document.title).toBe(pageTitle(page.title));
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    },
  );

  describe('pages of a bundle joined at run time', () => {
    const leads: SitePage = {
      path: '/staff/leads',
      remote: 'staff',
      module: 'leads-page',
      title: 'Leads',
      description: 'Who asked for which resource.',
    };

    it('serves them from the remote the runtime config names, never indexed', async () => {
      renderAt('/staff/leads', [leads]);

      expect(await screen.findByRole('heading', { name: 'This page (staff/leads-page)' })).toBeInTheDocument();
      expect(document.title).toBe(pageTitle('Leads'));
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });

    it('leaves no noindex behind on a page of the shell build', async () => {
      const router = renderAt('/staff/leads', [leads]);
      await screen.findByRole('heading', { name: 'This page (staff/leads-page)' });
      const home = SITE_PAGES.find((page) => page.path === '/')!;

      await act(() => router.navigate('/'));

      expect(
        await screen.findByRole('heading', { name: `${home.section ?? 'This page'} (${home.remote}/${home.module})` }),
      ).toBeInTheDocument();
      expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    });

    it('are not served when the runtime config names none', async () => {
      renderAt('/staff/leads');

      expect(await screen.findByText('404 Not Found')).toBeInTheDocument();
    });
  });

  it("shows 'Unexpected Application Error!' and '404 Not Found' for an unknown path, with header and footer", async () => {
    renderAt('/no-such-page');

    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('keeps the header and footer on screen, quietly, while an unknown path is being answered', async () => {
    renderAt('/no-such-page');

    // The first render, before the catch-all's loader has answered: the layout with an empty page.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(await screen.findByText('404 Not Found')).toBeInTheDocument();
    expect(jest.mocked(console.warn).mock.calls.flat().join(' ')).not.toMatch(/HydrateFallback/);
  });

  it('titles the 404 screen with the error, in the site format', async () => {
    renderAt('/no-such-page');

    await screen.findByRole('heading', { name: 'Unexpected Application Error!' });
    expect(document.title).toMatch(/^404 Not Found \| .+ LLP$/);
  });

  it("shows the error's message when a route's element throws, inside the layout", async () => {
    renderAt('/about');

    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The about bundle exploded')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('[shell] routing failure:', expect.any(Error));
  });

  it("follows the header's links in place, and the header marks the page the router shows", async () => {
    const router = renderAt('/services');
    await screen.findByRole('heading', { name: 'Our services page (marketing/services-page)' });
    expect(screen.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('link', { name: 'Resources' }));

    expect(router.state.location.pathname).toBe('/resources');
    expect(screen.getByRole('link', { name: 'Resources' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Services' })).not.toHaveAttribute('aria-current');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'The Knowledge Hub (knowledgeHub/knowledge-hub-page)' },
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
  });

  it('leaves the error screen when the visitor navigates home', async () => {
    const router = renderAt('/no-such-page');
    await screen.findByRole('heading', { name: 'Unexpected Application Error!' });

    await router.navigate('/');

    // The old page first plays its 0.5 s exit transition.
    expect(
      await screen.findByRole('heading', { name: 'This page (marketing/home-page)' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
  });
});
