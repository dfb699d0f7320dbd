import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SiteActionsProvider, SiteNavigationProvider, Toaster } from 'shared-ui';

/** Renders a page as the shell would: with the shell's navigation, the site actions and the toast area. */
export function renderPage(page: ReactElement) {
  const openContact = jest.fn();
  const navigate = jest.fn<void, [string]>();
  const result = render(
    <SiteNavigationProvider navigate={navigate}>
      <SiteActionsProvider value={{ openContact }}>
        {page}
        <Toaster />
      </SiteActionsProvider>
    </SiteNavigationProvider>,
  );
  return { ...result, openContact, navigate };
}

/** jsdom has no matchMedia: a stub where only the given queries match. */
export function mockMatchMedia(matchingQueries: readonly string[] = []) {
  const matchMedia = jest.fn((query: string) => ({
    matches: matchingQueries.includes(query),
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  return matchMedia;
}

/** Sets navigator.connection (absent in jsdom) for Save-Data tests; pass undefined to remove it. */
export function mockConnection(connection: { saveData?: boolean } | undefined) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
}
