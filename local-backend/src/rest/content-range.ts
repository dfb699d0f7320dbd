import { requestError } from './postgrest-error';

/** `Content-Range` as PostgREST's contentRangeH writes it: `*` for no rows (or a total of 0). */
export function contentRangeHeader(lower: number, upper: number, total: number | null): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total === null ? '*' : total}`;
}

/**
 * Status and `Content-Range` of a read (RangeQuery.hs rangeStatusHeader): without a count always
 * 200; with one, 416 PGRST103 for an offset past the total, 206 when fewer rows than the total
 * came back, else 200.
 */
export function readRangeStatus(offset: number, rows: number, total: number | null): { status: number; range: string } {
  const upper = offset + rows - 1;
  const range = contentRangeHeader(offset, upper, total);
  if (total === null) return { status: 200, range };
  if (offset > total) {
    const error = requestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
    throw Object.assign(error, { headers: { 'Content-Range': range } });
  }
  return { status: rows < total ? 206 : 200, range };
}
