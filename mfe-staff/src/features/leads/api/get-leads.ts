import { getSupabase, leadSearchFilter, type LeadFilters } from 'shared-ui';
import { errorMessage } from '../lib/error-message';
import type { LeadRow } from '../lib/lead-row';
import { pageRange } from '../lib/leads-page';
import type { ClientSource } from './supabase-client';

/** The columns the table shows, with the title and type of each lead's resource. */
export const LEADS_SELECT = 'id, created_at, name, email, company, resources(title, type)';

/** PostgREST's answer to a page past the last row (HTTP 416). */
const RANGE_NOT_SATISFIABLE = 'PGRST103';

export interface LeadsPage {
  rows: LeadRow[];
  /** Every lead matching the filters, not only this page's. */
  count: number;
}

/** The backend refused a page past the end of the list (the list shrank, or an old address). */
export class PageOutOfRangeError extends Error {}

/** The backend answered the list query with an error; `cause` is its error object. */
export class LeadsQueryError extends Error {}

/**
 * One page of leads matching `filters`, newest first (created_at, then id, so rows with the same
 * time keep their order from page to page), with the exact number of matches. Only the page's
 * rows are read. `signal` cancels the request when a newer one replaces it.
 */
export async function getLeads(
  { filters, page, signal }: { filters: LeadFilters; page: number; signal?: AbortSignal },
  client: ClientSource = getSupabase(),
): Promise<LeadsPage> {
  const db = await client;
  let query = db.from('resource_leads').select(LEADS_SELECT, { count: 'exact' });
  if (filters.from) query = query.gte('created_at', filters.from);
  if (filters.to) query = query.lt('created_at', filters.to);
  const text = filters.q?.trim();
  // supabase-js adds the group's parentheses itself.
  if (text) query = query.or(leadSearchFilter(text).slice(1, -1));
  const [first, last] = pageRange(page);
  let ranged = query.order('created_at', { ascending: false }).order('id', { ascending: false }).range(first, last);
  if (signal) ranged = ranged.abortSignal(signal);

  const { data, error, count } = await ranged;
  if (error) {
    const Failure = error.code === RANGE_NOT_SATISFIABLE ? PageOutOfRangeError : LeadsQueryError;
    throw new Failure(errorMessage(error), { cause: error });
  }
  return { rows: data ?? [], count: count ?? 0 };
}
