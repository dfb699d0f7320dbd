import { render, screen, within } from '@testing-library/react';
import { LEGAL_NAME, SITE_INFO } from 'shared-ui';
import { Footer } from './footer';

function renderFooter() {
  return render(<Footer />);
}

describe('Footer', () => {
  it('describes the firm', () => {
    renderFooter();

    expect(screen.getByRole('heading', { name: LEGAL_NAME })).toBeInTheDocument();
    expect(screen.getByText(/Global Capability Centers in India/)).toBeInTheDocument();
  });

  it.each(['Strategic Planning', 'Legal Setup', 'Talent Acquisition', 'Infrastructure Setup', 'Tax Advisory'])(
    'links the service %s to /services',
    (label) => {
      renderFooter();

      const services = screen.getByRole('navigation', { name: 'Services' });
      expect(within(services).getByRole('link', { name: label })).toHaveAttribute('href', '/services');
    },
  );

  it('lists exactly the five services', () => {
    renderFooter();

    const services = screen.getByRole('navigation', { name: 'Services' });
    expect(within(services).getAllByRole('listitem')).toHaveLength(5);
  });

  it.each([
    ['About Us', '/about'],
    ['Our Team', '/about'],
    ['Case Studies', '/resources'],
  ])('links the company item %s to %s', (label, href) => {
    renderFooter();

    const company = screen.getByRole('navigation', { name: 'Company' });
    expect(within(company).getByRole('link', { name: label })).toHaveAttribute('href', href);
  });

  it.each(['Careers', 'News'])('shows %s as a disabled item, not a link', (label) => {
    renderFooter();

    const company = screen.getByRole('navigation', { name: 'Company' });
    expect(within(company).queryByRole('link', { name: label })).not.toBeInTheDocument();
    expect(within(company).getByText(label)).toHaveAttribute('aria-disabled', 'true');
  });

  it('has the contact block: Mumbai, India, the phone and the email of SITE_INFO', () => {
    renderFooter();

    expect(screen.getByText('Mumbai, India')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SITE_INFO.phone })).toHaveAttribute(
      'href',
      `tel:${SITE_INFO.phone.replace(/\s+/g, '')}`,
    );
    expect(screen.getByRole('link', { name: SITE_INFO.email })).toHaveAttribute('href', `mailto:${SITE_INFO.email}`);
  });

  it('shows the 2025 copyright', () => {
    renderFooter();

    expect(screen.getByText(`© 2025 ${LEGAL_NAME}. All rights reserved.`)).toBeInTheDocument();
  });

  it.each(['Privacy Policy', 'Terms of Service'])('shows %s as plain text, not a link', (label) => {
    renderFooter();

    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: label })).not.toBeInTheDocument();
    expect(screen.getByText(label).closest('a')).toBeNull();
  });
});
