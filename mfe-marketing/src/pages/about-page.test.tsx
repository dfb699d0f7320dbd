import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SITE_INFO } from 'shared-ui';
import { clearToasts } from 'shared-ui/testing';
import { renderPage } from '../shared/testing/render-page';
import { AboutPage } from './about-page';

afterEach(clearToasts);

describe('AboutPage', () => {
  it('names the firm from the site details in its heading', () => {
    renderPage(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(SITE_INFO.brand);
  });

  it('tells our story', () => {
    renderPage(<AboutPage />);
    const story = screen.getByRole('region', { name: 'Our Story' });
    expect(within(story).getAllByText(/\w/, { selector: 'p' }).length).toBeGreaterThan(0);
  });

  it('shows the three core values with descriptions', () => {
    renderPage(<AboutPage />);
    const values = screen.getByRole('region', { name: 'Our Core Values' });
    const titles = within(values)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Client-Centric', 'Expertise', 'Integrity']);
    within(values)
      .getAllByRole('article')
      .forEach((card) => expect(card.querySelector('p')?.textContent?.length ?? 0).toBeGreaterThan(40));
  });

  it('"Partner With Us" opens the contact dialog', async () => {
    const { openContact } = renderPage(<AboutPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Partner With Us' }));
    expect(openContact).toHaveBeenCalledTimes(1);
  });

  it('"See How We Work" shows the not-implemented toast', async () => {
    const { openContact } = renderPage(<AboutPage />);
    expect(screen.queryByText(/not implemented yet/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'See How We Work' }));
    expect(await screen.findByText(/not implemented yet/)).toBeInTheDocument();
    expect(openContact).not.toHaveBeenCalled();
  });
});
