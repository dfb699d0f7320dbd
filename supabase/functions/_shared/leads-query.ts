/**
 * The leads page's filters as PostgREST query parameters, shared by the CSV export (and
 * available to any caller of the REST API): a created_at range and a case-insensitive "contains"
 * search over name, email and company.
 */

/** Filters of the leads page and of the export. */
export interface LeadFilters {
  /** Inclusive lower bound of created_at (ISO 8601). */
  from?: string;
  /** Exclusive upper bound of created_at (ISO 8601). */
  to?: string;
  /** Text that name, email or company must contain (any case). */
  q?: string;
}

/** Longest search text accepted. */
export const MAX_SEARCH_LENGTH = 200;

/** Columns the export reads: the page's, plus id for keyset paging. */
export const EXPORT_SELECT = 'id,created_at,name,email,company,resources(title,type)';

// In a PostgREST logic tree, a value in double quotes may hold , . : ( ); \ and " are escaped.
const quoted = (value: string): string => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * `or=(name.ilike."*text*",email.ilike...,company.ilike...)`. The text's own % and _ are escaped
 * so they match literally (PostgREST turns * into %, so a * in the text stays a wildcard).
 */
export function leadSearchFilter(text: string): string {
  const pattern = `*${text.replace(/[\\%_]/g, '\\$&')}*`;
  return `(${['name', 'email', 'company'].map((c) => `${c}.ilike.${quoted(pattern)}`).join(',')})`;
}

/** The filters as query parameters (repeated keys are ANDed by PostgREST). */
export function leadFilterParams(filters: LeadFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.from) params.append('created_at', `gte.${filters.from}`);
  if (filters.to) params.append('created_at', `lt.${filters.to}`);
  const text = filters.q?.trim();
  if (text) params.append('or', leadSearchFilter(text));
  return params;
}

/** Position after the last row of a page, newest first: created_at, then id, both descending. */
export interface LeadCursor {
  created_at: string;
  id: string;
}

/** One page of the export after `cursor` (keyset paging: no OFFSET, stable under inserts). */
export function exportPageParams(filters: LeadFilters, cursor: LeadCursor | null, pageSize: number): URLSearchParams {
  const params = leadFilterParams(filters);
  params.set('select', EXPORT_SELECT);
  params.set('order', 'created_at.desc,id.desc');
  params.set('limit', String(pageSize));
  if (cursor) {
    const at = quoted(cursor.created_at);
    params.append('and', `(or(created_at.lt.${at},and(created_at.eq.${at},id.lt.${quoted(cursor.id)})))`);
  }
  return params;
}

/**
 * The total of PostgREST's `Content-Range` (`0-999/2500`, or `*` then the total for no rows), the
 * rows matching from the page's first one on when the request asked for `Prefer: count=exact`;
 * null when it says none (`/*`).
 */
export function rangeTotal(headers: Headers): number | null {
  const total = /\/(\d+)$/.exec(headers.get('content-range') ?? '')?.[1];
  return total === undefined ? null : Number(total);
}
