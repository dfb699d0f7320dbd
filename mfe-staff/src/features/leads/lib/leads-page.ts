/** Rows per page of the list. */
export const LEADS_PAGE_SIZE = 50;

/** The zero-based first and last row index of a one-based page, as `.range()` takes them (both inclusive). */
export function pageRange(page: number): [number, number] {
  const start = (page - 1) * LEADS_PAGE_SIZE;
  return [start, start + LEADS_PAGE_SIZE - 1];
}

/** The number of the last page for `count` leads (1 when there are none). */
export function lastPage(count: number): number {
  return Math.max(1, Math.ceil(count / LEADS_PAGE_SIZE));
}

/** "Showing 51–100 of 10,000 leads", or what an empty list says instead. */
export function leadsSummary({
  page,
  shown,
  count,
  filtered,
}: {
  page: number;
  shown: number;
  count: number;
  filtered: boolean;
}): string {
  if (count === 0) return filtered ? 'No leads match these filters.' : 'No leads yet.';
  const first = (page - 1) * LEADS_PAGE_SIZE + 1;
  const last = first + Math.max(shown, 1) - 1;
  const noun = count === 1 ? 'lead' : 'leads';
  return `Showing ${first.toLocaleString()}–${last.toLocaleString()} of ${count.toLocaleString()} ${noun}`;
}
