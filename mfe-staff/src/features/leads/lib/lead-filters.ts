import { MAX_SEARCH_LENGTH, type LeadFilters } from 'shared-ui';

/** What the filter form holds: calendar days as `YYYY-MM-DD` ('' when not set) and the search text. */
export interface FilterForm {
  from: string;
  to: string;
  q: string;
}

export const EMPTY_FORM: FilterForm = { from: '', to: '', q: '' };

/** What is wrong with the form, per field; nothing is queried while any is set. */
export interface FilterProblems {
  to?: string;
  q?: string;
}

export type FilterCheck = { ok: true; filters: LeadFilters } | { ok: false; problems: FilterProblems };

export const TO_BEFORE_FROM = '"To" must be the same day as "From" or a later one.';
export const SEARCH_TOO_LONG = `Search text must be at most ${MAX_SEARCH_LENGTH} characters.`;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The start of `day` plus `days` days, at local midnight (a Date counts days, so DST changes are handled). */
function localMidnight(day: string, days = 0): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  // setFullYear, not the Date constructor: that one reads the years 0-99 as 1900-1999.
  const at = new Date(2000, 0, 1);
  at.setFullYear(year, month, date);
  // 2026-02-30 rolls over to March: not a calendar day.
  if (at.getFullYear() !== year || at.getMonth() !== month || at.getDate() !== date) return null;
  at.setFullYear(year, month, date + days);
  at.setHours(0, 0, 0, 0);
  return at;
}

/** True for a real calendar day written as `<input type="date">` writes it (`2026-01-31`). */
export function isCalendarDay(value: string): boolean {
  return localMidnight(value) !== null;
}

/**
 * The filters of the list and the export, from the form: From is local midnight of that day
 * (inclusive), To is local midnight of the day after it (exclusive), so both days are counted
 * whole in the visitor's time zone. The search text is trimmed; empty fields are left out.
 */
export function leadFiltersOf(form: FilterForm): FilterCheck {
  const problems: FilterProblems = {};
  const from = localMidnight(form.from);
  const to = localMidnight(form.to, 1);
  if (from && to && to <= from) problems.to = TO_BEFORE_FROM;
  const q = form.q.trim();
  // The export counts UTF-16 units (String.length) against the limit, so this does too.
  if (q.length > MAX_SEARCH_LENGTH) problems.q = SEARCH_TOO_LONG;
  if (problems.to || problems.q) return { ok: false, problems };

  const filters: LeadFilters = {};
  if (from) filters.from = from.toISOString();
  if (to) filters.to = to.toISOString();
  if (q) filters.q = q;
  return { ok: true, filters };
}

/** True when any filter is set (the empty list then says so). */
export function hasFilters(filters: LeadFilters): boolean {
  return Boolean(filters.from || filters.to || filters.q);
}
