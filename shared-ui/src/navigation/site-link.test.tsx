import { fireEvent, render, screen } from '@testing-library/react';
import { SiteLink, SiteNavigationProvider } from './site-link';

describe('SiteLink', () => {
  it('is a plain link to the path without a navigation provider', () => {
    render(<SiteLink to="/services">Services</SiteLink>);
    const link = screen.getByRole('link', { name: 'Services' });
    expect(link).toHaveAttribute('href', '/services');
    // Not prevented: the browser follows it.
    expect(fireEvent.click(link)).toBe(true);
  });

  it('navigates in place through the provided function', () => {
    const navigate = jest.fn();
    render(
      <SiteNavigationProvider navigate={navigate}>
        <SiteLink to="/about">About</SiteLink>
      </SiteNavigationProvider>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'About' }))).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/about');
  });

  it('leaves a click that opens another tab or window to the browser', () => {
    const navigate = jest.fn();
    render(
      <SiteNavigationProvider navigate={navigate}>
        <SiteLink to="/about">About</SiteLink>
      </SiteNavigationProvider>,
    );
    const link = screen.getByRole('link', { name: 'About' });
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { metaKey: true });
    fireEvent.click(link, { button: 1 });
    expect(navigate).not.toHaveBeenCalled();
  });
});
