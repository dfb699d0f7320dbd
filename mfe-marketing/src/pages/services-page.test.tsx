import { screen, within } from '@testing-library/react';
import { renderPage } from '../shared/testing/render-page';
import { ServicesPage } from './services-page';

const SERVICE_TITLES = [
  'Strategic Planning & Market Entry',
  'Legal & Entity Setup',
  'Talent Acquisition & HR',
  'Infrastructure & IT Setup',
  'Finance & Accounting',
  'Operational Excellence',
];

describe('ServicesPage', () => {
  it('has one page heading', () => {
    renderPage(<ServicesPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the six services in order', () => {
    renderPage(<ServicesPage />);
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(SERVICE_TITLES);
  });

  it.each(SERVICE_TITLES)('"%s" has an icon, a description and exactly four points', (title) => {
    renderPage(<ServicesPage />);
    const card = screen.getByRole('article', { name: title });
    expect(card.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(card.querySelector('p')?.textContent?.length ?? 0).toBeGreaterThan(40);
    const points = within(card).getAllByRole('listitem');
    expect(points).toHaveLength(4);
    points.forEach((point) => expect(point.textContent?.trim().length ?? 0).toBeGreaterThan(10));
  });
});
