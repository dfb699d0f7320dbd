import { MAX_SEARCH_LENGTH } from 'shared-ui';
import { EMPTY_FORM, isCalendarDay, type FilterForm } from './lead-filters';

/** What the address keeps of the page: the filter form (with the applied search text) and the page number. */
export interface LeadsView {
  form: FilterForm;
  page: number;
}

export const FIRST_VIEW: LeadsView = { form: EMPTY_FORM, page: 1 };

const KEYS = ['from', 'to', 'q', 'page'] as const;

/** The view from a query string (`?from=2026-01-01&to=...&q=...&page=2`); invalid values are ignored. */
export function readLeadsView(search: string): LeadsView {
  const params = new URLSearchParams(search);
  const day = (key: 'from' | 'to') => {
    const value = params.get(key) ?? '';
    return isCalendarDay(value) ? value : '';
  };
  const q = params.get('q')?.trim() ?? '';
  const rawPage = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(rawPage) ? Number(rawPage) : 1;
  return {
    form: { from: day('from'), to: day('to'), q: q.length > MAX_SEARCH_LENGTH ? '' : q },
    page: page >= 1 ? page : 1,
  };
}

/** `search` with the view written into it (page 1 and empty fields left out); other parameters are kept. */
export function leadsViewSearch(view: LeadsView, search: string): string {
  const params = new URLSearchParams(search);
  KEYS.forEach((key) => params.delete(key));
  if (view.form.from) params.set('from', view.form.from);
  if (view.form.to) params.set('to', view.form.to);
  if (view.form.q.trim()) params.set('q', view.form.q.trim());
  if (view.page > 1) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Writes the view into the address bar without a new history entry, so a reload shows the same
 * leads. The history state is kept: the router keeps its own bookkeeping there.
 */
export function writeLeadsView(view: LeadsView): void {
  const { pathname, search, hash } = window.location;
  const next = leadsViewSearch(view, search);
  if (next === search) return;
  window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
}
