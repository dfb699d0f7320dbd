import { useCallback, useEffect, useState } from 'react';
import type { LeadFilters } from 'shared-ui';
import { getLeads, LeadsTimeoutError, PageOutOfRangeError } from '../api/get-leads';
import type { LeadRow } from '../lib/lead-row';
import { lastPage } from '../lib/leads-page';

/** A page of leads as it was answered. */
export interface LoadedLeads {
  filters: LeadFilters;
  page: number;
  rows: readonly LeadRow[];
  count: number;
}

export type LeadsStatus = 'invalid' | 'loading' | 'loaded' | 'failed';

export interface LeadsState {
  status: LeadsStatus;
  /** The last page that loaded: kept on screen while the next one loads. */
  shown: LoadedLeads | null;
  /** While failed: the database's statement timeout gave up on the query (narrower filters may help). */
  timedOut: boolean;
  retry: () => void;
}

function requestKey(filters: LeadFilters | null, page: number, attempt: number): string | null {
  return filters && JSON.stringify([filters.from, filters.to, filters.q, page, attempt]);
}

/**
 * Loads `page` of the leads matching `filters` whenever either changes (nothing while `filters`
 * is null). A newer request cancels the older one, whose answer is then ignored, so a slow old
 * answer never replaces a newer one. A page past the end (the list shrank) calls
 * `onPageOutOfRange` with the last page that exists.
 */
export function useLeads(
  filters: LeadFilters | null,
  page: number,
  onPageOutOfRange: (page: number) => void,
): LeadsState {
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState<LoadedLeads | null>(null);
  const [settled, setSettled] = useState<{ key: string; failed: boolean; timedOut?: boolean } | null>(null);

  useEffect(() => {
    const key = requestKey(filters, page, attempt);
    if (!filters || key === null) return;
    const controller = new AbortController();
    let current = true;
    getLeads({ filters, page, signal: controller.signal }).then(
      ({ rows, count }) => {
        if (!current) return;
        const last = lastPage(count);
        if (rows.length === 0 && page > last) return onPageOutOfRange(last);
        setShown({ filters, page, rows, count });
        setSettled({ key, failed: false });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof PageOutOfRangeError && page > 1) return onPageOutOfRange(1);
        console.error('Failed to load leads:', error);
        setSettled({ key, failed: true, timedOut: error instanceof LeadsTimeoutError });
      },
    );
    return () => {
      current = false;
      controller.abort();
    };
  }, [filters, page, attempt, onPageOutOfRange]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const key = requestKey(filters, page, attempt);
  let status: LeadsStatus = 'invalid';
  if (key !== null) status = settled?.key !== key ? 'loading' : settled.failed ? 'failed' : 'loaded';
  return { status, shown, timedOut: status === 'failed' && settled?.timedOut === true, retry };
}
