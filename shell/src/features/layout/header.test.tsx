import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEGAL_NAME, SITE_INFO, SiteActionsProvider, ThemeProvider } from 'shared-ui';
import { createSiteLocation, SiteLocationProvider } from '../../routing/site-location';
import { Header } from './header';

function renderHeader(path: string, openContact: () => void = jest.fn()) {
  return render(
    <SiteLocationProvider value={createSiteLocation(path)}>
      <ThemeProvider>
        <SiteActionsProvider value={{ openContact }}>
          <Header />
        </SiteActionsProvider>
      </ThemeProvider>
    </SiteLocationProvider>,
  );
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
    fireEvent.scroll(window);
  });
}

const header = () => screen.getByRole('banner');

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
  window.localStorage.clear();
});

describe('Header', () => {
  it('is transparent on the home page before any scroll', () => {
    renderHeader('/');

    expect(header()).toHaveAttribute('data-solid', 'false');
  });

  it('stays transparent on the home page at exactly 10px of scroll and turns solid at 11px', () => {
    renderHeader('/');

    scrollTo(10);
    expect(header()).toHaveAttribute('data-solid', 'false');

    scrollTo(11);
    expect(header()).toHaveAttribute('data-solid', 'true');
  });

  it('turns transparent again when the home page scrolls back to the top', () => {
    renderHeader('/');
    scrollTo(300);
    expect(header()).toHaveAttribute('data-solid', 'true');

    scrollTo(0);
    expect(header()).toHaveAttribute('data-solid', 'false');
  });

  it('is solid when the home page opens already scrolled', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 400 });

    renderHeader('/');

    expect(header()).toHaveAttribute('data-solid', 'true');
  });

  it.each(['/services', '/resources', '/about'])('is solid on %s even at the top', (path) => {
    renderHeader(path);

    expect(header()).toHaveAttribute('data-solid', 'true');
  });

  it('links the logo to the home page', () => {
    renderHeader('/services');

    const logo = screen.getByRole('link', { name: `${LEGAL_NAME}, home` });
    expect(logo).toHaveAttribute('href', '/');
    expect(logo).toHaveTextContent(SITE_INFO.brand);
  });

  it('has the nav links Services, Resources and About, in that order', () => {
    renderHeader('/');

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Services', '/services'],
      ['Resources', '/resources'],
      ['About', '/about'],
    ]);
    expect(screen.getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/resources');
  });

  it('marks the link of the current page', () => {
    renderHeader('/resources');

    expect(screen.getByRole('link', { name: 'Resources' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Services' })).not.toHaveAttribute('aria-current');
  });

  it('has the theme switcher', () => {
    renderHeader('/');

    expect(screen.getByRole('combobox', { name: 'Theme' })).toBeInTheDocument();
  });

  it('opens the contact dialog through the contact action from the Contact Us button', async () => {
    const openContact = jest.fn();
    renderHeader('/', openContact);

    await userEvent.click(screen.getByRole('button', { name: 'Contact Us' }));

    expect(openContact).toHaveBeenCalledTimes(1);
  });
});
