import type { IncomingMessage } from 'node:http';
import { PostgrestHttpError } from './postgrest-error';

const OBJECT = 'application/vnd.pgrst.object+json';
// What this backend writes: JSON (an array, or one object for `.single()`).
const PRODUCED = new Set(['application/json', '*/*', 'application/vnd.pgrst.array+json', OBJECT]);
// What PostgREST writes besides (MediaType.hs): asked for first, a client would get it there.
const POSTGREST_ONLY =
  /^(text\/(csv|plain|xml)|application\/(geo\+json|octet-stream|openapi\+json|vnd\.pgrst\.plan(\+json|\+text)?))$/;

/** One `Accept` entry: its type as written (lower-cased), the type alone, and its weight. */
interface Accepted {
  written: string;
  type: string;
  stripsNulls: boolean;
  q: number;
}

function parseAccept(header: string): Accepted[] {
  return header
    .split(',')
    .map((entry): Accepted => {
      const [type = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
      const q = params.find((p) => p.startsWith('q='));
      const written = [type, ...params.filter((p) => !p.startsWith('q='))].join(';');
      return { written, type, stripsNulls: params.includes('nulls=stripped'), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.type !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q);
}

const unavailable = (types: string[], details: string | null): PostgrestHttpError =>
  new PostgrestHttpError(406, {
    code: 'PGRST107',
    message: `None of these media types are available: ${types.join(', ')}`,
    details,
    hint: null,
  });

/**
 * Content negotiation as PostgREST's negotiateContent: the most preferred `Accept` type it can
 * write wins. True when that is one object (`.single()`, `application/vnd.pgrst.object+json`).
 * A type PostgREST would write and this backend does not (CSV, GeoJSON, a plan, `nulls=stripped`)
 * is refused by name rather than answered as JSON; nothing acceptable is PostgREST's 406 PGRST107.
 */
export function wantsSingleObject(req: IncomingMessage): boolean {
  const header = Array.isArray(req.headers.accept) ? req.headers.accept.join(',') : (req.headers.accept ?? '');
  const accepted = parseAccept(header);
  if (accepted.length === 0) return false;
  for (const entry of accepted) {
    if (POSTGREST_ONLY.test(entry.type) || (entry.stripsNulls && entry.type.startsWith('application/vnd.pgrst.'))) {
      throw unavailable([entry.written], `${entry.written} is not produced by the local backend`);
    }
    if (PRODUCED.has(entry.type)) return entry.type === OBJECT;
  }
  throw unavailable(
    accepted.map((entry) => entry.written),
    null,
  );
}
