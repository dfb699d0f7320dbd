import { runInTimeZone } from '../test/time-zone';
import { hasFilters, isCalendarDay, leadFiltersOf, SEARCH_TOO_LONG, TO_BEFORE_FROM } from './lead-filters';

// New York: UTC-5 in winter, UTC-4 from 8 March 2026 (a 23-hour day) to 1 November 2026 (25 hours).
runInTimeZone('America/New_York');

describe('leadFiltersOf', () => {
  it('turns a From and To day into local midnight of From and local midnight after To', () => {
    expect(leadFiltersOf({ from: '2026-01-01', to: '2026-01-31', q: '' })).toEqual({
      ok: true,
      filters: { from: '2026-01-01T05:00:00.000Z', to: '2026-02-01T05:00:00.000Z' },
    });
  });

  it('counts a day on which the clocks change as a whole calendar day', () => {
    expect(leadFiltersOf({ from: '2026-03-08', to: '2026-03-08', q: '' })).toEqual({
      ok: true,
      filters: { from: '2026-03-08T05:00:00.000Z', to: '2026-03-09T04:00:00.000Z' },
    });
    expect(leadFiltersOf({ from: '', to: '2026-10-31', q: '' })).toEqual({
      ok: true,
      filters: { to: '2026-11-01T04:00:00.000Z' },
    });
  });

  it('rolls To over month and year ends', () => {
    expect(leadFiltersOf({ from: '', to: '2026-12-31', q: '' })).toEqual({
      ok: true,
      filters: { to: '2027-01-01T05:00:00.000Z' },
    });
    expect(leadFiltersOf({ from: '', to: '2028-02-28', q: '' })).toEqual({
      ok: true,
      filters: { to: '2028-02-29T05:00:00.000Z' },
    });
  });

  it('accepts the same day as From and To', () => {
    expect(leadFiltersOf({ from: '2026-05-05', to: '2026-05-05', q: '' }).ok).toBe(true);
  });

  it('refuses a To day before the From day', () => {
    expect(leadFiltersOf({ from: '2026-05-05', to: '2026-05-04', q: 'acme' })).toEqual({
      ok: false,
      problems: { to: TO_BEFORE_FROM },
    });
  });

  it('trims the search text and leaves out what is empty', () => {
    expect(leadFiltersOf({ from: '', to: '', q: '  Acme  ' })).toEqual({ ok: true, filters: { q: 'Acme' } });
    expect(leadFiltersOf({ from: '', to: '', q: '   ' })).toEqual({ ok: true, filters: {} });
  });

  it('refuses a search text over 200 characters, as the export does, and accepts 200', () => {
    expect(leadFiltersOf({ from: '', to: '', q: 'a'.repeat(201) })).toEqual({
      ok: false,
      problems: { q: SEARCH_TOO_LONG },
    });
    expect(SEARCH_TOO_LONG).toBe('Search text must be at most 200 characters.');
    expect(leadFiltersOf({ from: '', to: '', q: ` ${'a'.repeat(200)} ` }).ok).toBe(true);
  });

  it('ignores a value that is not a calendar day', () => {
    expect(leadFiltersOf({ from: '2026-02-30', to: 'soon', q: '' })).toEqual({ ok: true, filters: {} });
  });
});

describe('isCalendarDay', () => {
  it.each(['2026-01-01', '2028-02-29', '0099-12-31'])('accepts %s', (day) => {
    expect(isCalendarDay(day)).toBe(true);
  });

  it.each(['', '2026-1-1', '2026-13-01', '2026-02-29', '2026-04-31', '01/02/2026', '2026-01-01T00:00'])(
    'refuses %p',
    (day) => {
      expect(isCalendarDay(day)).toBe(false);
    },
  );
});

describe('hasFilters', () => {
  it('is true when any filter is set', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ q: 'acme' })).toBe(true);
    expect(hasFilters({ from: '2026-01-01T05:00:00.000Z' })).toBe(true);
    expect(hasFilters({ to: '2026-01-01T05:00:00.000Z' })).toBe(true);
  });
});
