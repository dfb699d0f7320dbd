import { requestError } from './postgrest-error';

/**
 * The rows a read asks for, as PostgREST's RangeQuery.hs computes them: the `Range` header (GET
 * only, `<from>-[<to>]`) intersected with `offset`/`limit`. `limit` null means no upper bound.
 */
export interface RowRange {
  offset: number;
  limit: number | null;
}

const RANGE_HEADER = /^([0-9]+)-([0-9]*)$/;

/** Integer text as Haskell's `readMaybe` reads it; anything else is ignored, as PostgREST does. */
const integer = (raw: string | null): number | null => (raw !== null && /^-?\d{1,15}$/.test(raw) ? Number(raw) : null);

/** The requested range, or PostgREST's 416 PGRST103 when it is empty (a negative limit, `Range: 5-2`). */
export function requestedRange(method: string, header: string | undefined, params: URLSearchParams): RowRange {
  // RFC 9110: the Range header is ignored for every method but GET (HEAD included, as PostgREST).
  const match = method === 'GET' && header !== undefined ? RANGE_HEADER.exec(header.trim()) : null;
  let lower = match ? Number(match[1]) : 0;
  let upper = match?.[2] ? Number(match[2]) : Infinity;
  const headerEmpty = lower > upper;
  const limit = integer(params.get('limit'));
  const offset = integer(params.get('offset'));
  // limit=0 is allowed on its own (PostgREST issue #1121): an empty page from row 0 that still
  // counts, whatever the offset (its limitZeroRange).
  if (limit === 0) return { offset: 0, limit: 0 };
  const queryLower = offset ?? 0;
  const queryUpper = limit === null ? Infinity : queryLower + limit - 1;
  lower = Math.max(lower, queryLower);
  upper = Math.min(upper, queryUpper);
  if (lower > upper || lower < 0) {
    throw requestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      headerEmpty
        ? 'The lower boundary must be lower than or equal to the upper boundary in the Range header.'
        : 'Limit should be greater than or equal to zero.',
    );
  }
  return { offset: lower, limit: upper === Infinity ? null : upper - lower + 1 };
}

/** `[api] max_rows` caps a read's upper bound (Plan.hs restrictRange); limit=0 stays 0. */
export function restrictRange(range: RowRange, maxRows: number | null): RowRange {
  if (maxRows === null || range.limit === 0) return range;
  return { offset: range.offset, limit: range.limit === null ? maxRows : Math.min(range.limit, maxRows) };
}
