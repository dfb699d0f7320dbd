import { render, screen } from '@testing-library/react';
import { createMemoryRouter, isRouteErrorResponse, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'shared-ui';
import { notFoundHydrationData, PAGE_ERRORS_ROUTE } from './not-found';
import { siteRoutes } from './routes';

const JOINED = [
  { path: '/staff', remote: 'staff', module: 'staff-page', title: 'Staff', description: 'Staff' },
] as const;

describe('the not-found page taken over as it was served', () => {
  it.each([[[]], [JOINED]])(
    'starts the router with the 404 at the page errors route, ready at once (joined pages: %j)',
    (joinedPages) => {
      const router = createMemoryRouter(siteRoutes(joinedPages), {
        initialEntries: ['/no-such-page'],
        hydrationData: notFoundHydrationData(),
      });
      expect(router.state.initialized).toBe(true);
      const error = router.state.errors?.[PAGE_ERRORS_ROUTE];
      expect(isRouteErrorResponse(error) && `${error.status} ${error.statusText}`).toBe('404 Not Found');
    },
  );

  it('renders the error screen on the first render, with no loader to run first', () => {
    const router = createMemoryRouter(siteRoutes(), {
      initialEntries: ['/no-such-page'],
      hydrationData: notFoundHydrationData(),
    });
    render(
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  });
});
