import { getSupabase, leadSearchFilter, type LeadFilters } from 'shared-ui';
import { errorMessage } from '../lib/error-message';
import type { LeadRow } from '../lib/lead-row';
import { pageRange } from '../lib/leads-page';
import { LOAD_TIMED_OUT } from '../lib/messages';
import type { ClientSource, SupabaseClient } from '../../../shared/supabase-client';

/** The columns the table shows, with the title and type of each lead's resource. */
export const LEADS_SELECT = 'id, created_at, name, email, company, resources(title, type)';

/** PostgREST's answer to a page past the last row (HTTP 416). */
const RANGE_NOT_SATISFIABLE = 'PGRST103';
/** PostgreSQL's "canceling statement due to statement timeout" (hosted: 8 s for a signed-in user). */
const STATEMENT_TIMEOUT = '57014';

export interface LeadsPage {
  rows: LeadRow[];
  /** Every lead matching the filters, not only this page's. */
  count: number;
}

/** The backend refused a page past the end of the list (the list shrank, or an old address). */
export class PageOutOfRangeError extends Error {}

/** The backend answered the list query with an error; `cause` is its error object. */
export class LeadsQueryError extends Error {}

/** The database gave up on the query (its statement timeout); the message says what to do. */
export class LeadsTimeoutError extends LeadsQueryError {}

interface Request {
  filters: LeadFilters;
  page: number;
  signal?: AbortSignal;
}

/**
 * One page of leads matching `filters`, newest first (created_at, then id, so rows with the same
 * time keep their order from page to page), with the exact number of matches. Only the page's
 * rows are read. The API answers at most its `max_rows` per request (hosted Supabase's setting,
 * possibly lower than a page), so a short answer is followed by a request for the rest of the page
 * while the count says rows remain. `signal` cancels the request when a newer one replaces it.
 */
export async function getLeads(request: Request, client: ClientSource = getSupabase()): Promise<LeadsPage> {
  const db = await client;
  const [first, last] = pageRange(request.page);
  const rows: LeadRow[] = [];
  let count = 0;
  for (;;) {
    const answer = await readRange(db, request, first + rows.length, last);
    count = answer.count;
    rows.push(...answer.rows);
    const wanted = Math.min(last + 1, count) - first;
    if (answer.rows.length === 0 || rows.length >= wanted) return { rows, count };
  }
}

async function readRange(db: SupabaseClient, { filters, signal }: Request, from: number, to: number) {
  let query = db.from('resource_leads').select(LEADS_SELECT, { count: 'exact' });
  if (filters.from) query = query.gte('created_at', filters.from);
  if (filters.to) query = query.lt('created_at', filters.to);
  const text = filters.q?.trim();
  // supabase-js adds the group's parentheses itself.
  if (text) query = query.or(leadSearchFilter(text).slice(1, -1));
  let ranged = query.order('created_at', { ascending: false }).order('id', { ascending: false }).range(from, to);
  if (signal) ranged = ranged.abortSignal(signal);

  const { data, error, count } = await ranged;
  if (error) {
    if (error.code === STATEMENT_TIMEOUT) throw new LeadsTimeoutError(LOAD_TIMED_OUT, { cause: error });
    const Failure = error.code === RANGE_NOT_SATISFIABLE ? PageOutOfRangeError : LeadsQueryError;
    throw new Failure(errorMessage(error), { cause: error });
  }
  return { rows: (data ?? []) as LeadRow[], count: count ?? 0 };
}
