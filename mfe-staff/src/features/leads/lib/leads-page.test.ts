import { lastPage, leadsSummary, pageRange } from './leads-page';

describe('pageRange', () => {
  it('gives the inclusive row indexes of 50-row pages', () => {
    expect(pageRange(1)).toEqual([0, 49]);
    expect(pageRange(2)).toEqual([50, 99]);
    expect(pageRange(200)).toEqual([9950, 9999]);
  });
});

describe('lastPage', () => {
  it.each([
    [0, 1],
    [1, 1],
    [50, 1],
    [51, 2],
    [10_000, 200],
  ])('is %i leads -> page %i', (count, page) => {
    expect(lastPage(count)).toBe(page);
  });
});

describe('leadsSummary', () => {
  it('names the rows shown and the total, with thousands separated', () => {
    expect(leadsSummary({ page: 2, shown: 50, count: 10_000, filtered: false })).toBe('Showing 51–100 of 10,000 leads');
  });

  it('ends at the last row of a short last page', () => {
    expect(leadsSummary({ page: 3, shown: 7, count: 107, filtered: true })).toBe('Showing 101–107 of 107 leads');
  });

  it('says "lead" for a single one', () => {
    expect(leadsSummary({ page: 1, shown: 1, count: 1, filtered: false })).toBe('Showing 1–1 of 1 lead');
  });

  it('says why the list is empty', () => {
    expect(leadsSummary({ page: 1, shown: 0, count: 0, filtered: true })).toBe('No leads match these filters.');
    expect(leadsSummary({ page: 1, shown: 0, count: 0, filtered: false })).toBe('No leads yet.');
  });
});
