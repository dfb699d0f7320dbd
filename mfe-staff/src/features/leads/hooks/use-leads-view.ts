import { useCallback, useEffect, useMemo, useState } from 'react';
import { leadFiltersOf, type FilterForm } from '../lib/lead-filters';
import { FIRST_VIEW, readLeadsView, writeLeadsView, type LeadsView } from '../lib/leads-url';

/** The search text is applied this long after the last keystroke (at once on Enter). */
export const SEARCH_DELAY_MS = 300;

/**
 * The page's filters and page number: read from the address at mount, written back on every
 * change (a reload keeps them). A changed filter returns to page 1. The search field keeps what
 * is typed; it is applied after a pause in typing or on Enter. `filters` is null while the form
 * has a problem, and keeps its identity until a filter really changes.
 */
export function useLeadsView() {
  // Read once, not during every render; without a window (a server render) the first view.
  const [view, setView] = useState<LeadsView>(() =>
    typeof window === 'undefined' ? FIRST_VIEW : readLeadsView(window.location.search),
  );
  const [typed, setTyped] = useState(view.form.q);

  useEffect(() => writeLeadsView(view), [view]);

  const change = useCallback((changes: Partial<FilterForm>) => {
    setView((current) => {
      const form = { ...current.form, ...changes };
      const same = (Object.keys(changes) as (keyof FilterForm)[]).every((key) => form[key] === current.form[key]);
      return same ? current : { form, page: 1 };
    });
  }, []);

  const setFrom = useCallback((from: string) => change({ from }), [change]);
  const setTo = useCallback((to: string) => change({ to }), [change]);
  const appliedText = view.form.q;
  // Nothing to apply, nothing set: the pause after the text was last applied changes no state.
  const applySearch = useCallback(() => {
    if (typed.trim() !== appliedText) change({ q: typed.trim() });
  }, [change, typed, appliedText]);
  const setPage = useCallback((page: number) => setView((current) => ({ ...current, page })), []);

  useEffect(() => {
    const timer = setTimeout(applySearch, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [applySearch]);

  const applied = useMemo(() => leadFiltersOf(view.form), [view.form]);
  // What the fields show as wrong follows the typed text at once, not after the pause.
  const problems = useMemo(() => {
    const check = leadFiltersOf({ ...view.form, q: typed });
    return check.ok ? {} : check.problems;
  }, [view.form, typed]);

  return {
    form: { ...view.form, q: typed },
    page: view.page,
    filters: applied.ok ? applied.filters : null,
    problems,
    setFrom,
    setTo,
    setSearch: setTyped,
    applySearch,
    setPage,
  };
}
