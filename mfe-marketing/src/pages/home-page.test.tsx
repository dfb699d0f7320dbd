import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SITE_INFO } from 'shared-ui';
import { ADVANTAGES } from '../features/home/data/advantages';
import { cssRulesFor } from '../shared/testing/emotion-rules';
import { clearToasts } from 'shared-ui/testing';
import { mockConnection, mockMatchMedia, renderPage } from '../shared/testing/render-page';
import { HomePage } from './home-page';

beforeEach(() => {
  mockMatchMedia();
  mockConnection(undefined);
  // The hero video attaches shortly after load; jsdom implements no media playback.
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  clearToasts();
  jest.restoreAllMocks();
});

describe('HomePage', () => {
  it('shows the hero badge and headline', () => {
    renderPage(<HomePage />);
    expect(screen.getByText("India's GCC Setup Partner")).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Global Capability Center in India/);
  });

  it.each(['Start Your GCC Journey', 'Partner With Us', 'Schedule Consultation'])(
    '"%s" opens the contact dialog',
    async (name) => {
      const { openContact } = renderPage(<HomePage />);
      await userEvent.click(screen.getByRole('button', { name }));
      expect(openContact).toHaveBeenCalledTimes(1);
      expect(screen.queryByText(/not implemented yet/)).not.toBeInTheDocument();
    },
  );

  it.each(['Explore Services', 'Download Brochure'])('"%s" shows the not-implemented toast', async (name) => {
    const { openContact } = renderPage(<HomePage />);
    expect(screen.queryByText(/not implemented yet/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name }));
    expect(await screen.findByText(/not implemented yet/)).toBeInTheDocument();
    expect(openContact).not.toHaveBeenCalled();
  });

  it('shows every claim of the site in the stats strip', () => {
    renderPage(<HomePage />);
    const stats = screen.getByRole('region', { name: 'Trusted by Global Fortune 500 companies' });
    for (const claim of [
      /500\+\s*Global companies/i,
      /₹2\.5T\s*Market size/i,
      /4\.5M\+\s*Tech professionals/i,
      /15\+\s*Years of expertise/i,
      /200\+\s*Successful GCC establishments/i,
      /25\+\s*Countries/i,
      /30-50%\s*Cost savings/i,
    ]) {
      expect(stats).toHaveTextContent(claim);
    }
  });

  it('shows six Why Choose India cards, each with an icon, title, description and gradient', () => {
    renderPage(<HomePage />);
    const section = screen.getByRole('region', { name: /Why Choose India/ });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(6);
    cards.forEach((card, index) => {
      const advantage = ADVANTAGES[index]!;
      expect(within(card).getByRole('heading', { level: 3, name: advantage.title })).toBeInTheDocument();
      expect(card).toHaveTextContent(advantage.description);
      expect(card.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      expect(cssRulesFor(within(card).getByTestId('advantage-gradient'))).toMatch(/linear-gradient\(/);
    });
  });

  it('teases three services and links to /services', () => {
    renderPage(<HomePage />);
    const section = screen.getByRole('region', { name: 'End-to-End GCC Setup Services' });
    expect(within(section).getAllByRole('article')).toHaveLength(3);
    expect(within(section).getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services');
  });

  it("follows its links through the shell's navigation, without a page load", async () => {
    const { navigate } = renderPage(<HomePage />);
    await userEvent.click(screen.getByRole('link', { name: /^Learn More/ }));
    expect(navigate).toHaveBeenCalledWith('/about');
  });

  it('teases the firm with four facts and a link to /about', () => {
    renderPage(<HomePage />);
    const section = screen.getByRole('region', { name: 'Your Trusted Partner for GCC Success' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    expect(within(section).getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', '/about');
    expect(within(section).getByRole('button', { name: 'Partner With Us' })).toBeInTheDocument();
  });

  it('shows "Learn More" on the link to /about, and names where it leads to screen readers and crawlers', () => {
    renderPage(<HomePage />);
    const link = screen.getByRole('link', { name: `Learn More about ${SITE_INFO.brand}` });
    const hidden = within(link).getByText(`about ${SITE_INFO.brand}`);
    // Only the spec's words are visible: the rest is clipped to nothing.
    expect(link.textContent?.replace(hidden.textContent ?? '', '')).toBe('Learn More');
    expect(cssRulesFor(hidden)).toMatch(/clip: rect\(0px, 0px, 0px, 0px\)|clip: rect\(0 0 0 0\)/);
  });

  it('ends with the final call to action', () => {
    renderPage(<HomePage />);
    const section = screen.getByRole('region', { name: 'Ready to Establish Your GCC in India?' });
    expect(within(section).getByRole('button', { name: 'Schedule Consultation' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Download Brochure' })).toBeInTheDocument();
  });
});
