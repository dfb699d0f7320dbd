import { leadsViewSearch, readLeadsView, writeLeadsView } from './leads-url';

describe('readLeadsView', () => {
  it('reads the days, the search text and the page', () => {
    expect(readLeadsView('?from=2026-01-01&to=2026-01-31&q=acme+gcc&page=2')).toEqual({
      form: { from: '2026-01-01', to: '2026-01-31', q: 'acme gcc' },
      page: 2,
    });
  });

  it('starts on page 1 with no filters when the address has none', () => {
    expect(readLeadsView('')).toEqual({ form: { from: '', to: '', q: '' }, page: 1 });
  });

  it.each([
    ['a day that does not exist', '?from=2026-02-30&to=2026-13-01', { from: '', to: '', q: '' }],
    ['a date in another format', '?from=01/02/2026', { from: '', to: '', q: '' }],
    ['a search text over 200 characters', `?q=${'a'.repeat(201)}`, { from: '', to: '', q: '' }],
  ])('ignores %s', (_name, search, form) => {
    expect(readLeadsView(search).form).toEqual(form);
  });

  it.each(['0', '-1', '2.5', 'two', '', '9999999'])('ignores the page %p', (page) => {
    expect(readLeadsView(`?page=${page}`).page).toBe(1);
  });
});

describe('leadsViewSearch', () => {
  it('writes the set filters and the page, keeping other parameters', () => {
    expect(
      leadsViewSearch({ form: { from: '2026-01-01', to: '', q: ' acme gcc ' }, page: 3 }, '?utm=mail&page=1&q=old'),
    ).toBe('?utm=mail&from=2026-01-01&q=acme+gcc&page=3');
  });

  it('leaves out page 1 and empty fields', () => {
    expect(leadsViewSearch({ form: { from: '', to: '', q: '' }, page: 1 }, '?from=2026-01-01&page=4')).toBe('');
  });

  it('reads back what it writes', () => {
    const view = { form: { from: '2026-01-01', to: '2026-02-01', q: 'a&b=c #1' }, page: 7 };
    expect(readLeadsView(leadsViewSearch(view, ''))).toEqual(view);
  });
});

describe('writeLeadsView', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('replaces the address without a new history entry, keeping the path, hash and history state', () => {
    window.history.replaceState({ idx: 3, key: 'router' }, '', '/staff/leads?utm=mail#top');
    const entries = window.history.length;

    writeLeadsView({ form: { from: '2026-01-01', to: '', q: 'acme' }, page: 2 });

    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/staff/leads?utm=mail&from=2026-01-01&q=acme&page=2#top',
    );
    expect(window.history.state).toEqual({ idx: 3, key: 'router' });
    expect(window.history.length).toBe(entries);
  });
});
