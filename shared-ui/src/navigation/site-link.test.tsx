import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SiteLink, SiteNavigationProvider, useSiteNavigate } from './site-link';

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

describe('useSiteNavigate', () => {
  it("is the shell's navigation inside the provider, options included", () => {
    const navigate = jest.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SiteNavigationProvider navigate={navigate}>{children}</SiteNavigationProvider>
    );
    const { result } = renderHook(() => useSiteNavigate(), { wrapper });
    result.current('/staff', { replace: true });
    expect(navigate).toHaveBeenCalledWith('/staff', { replace: true });
  });

  it('loads the page without a provider (a standalone page), replacing the entry when asked', () => {
    const { result } = renderHook(() => useSiteNavigate());
    // jsdom cannot load pages; it reports the attempt as "not implemented".
    const notImplemented = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const historyLength = window.history.length;
    result.current('#assigned');
    result.current('#replaced', { replace: true });
    expect(window.location.hash).toBe('#replaced');
    expect(window.history.length).toBe(historyLength + 1);
    notImplemented.mockRestore();
  });
});
