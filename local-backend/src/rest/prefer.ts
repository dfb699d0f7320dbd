import type { IncomingMessage } from 'node:http';
import { requestError } from './postgrest-error';

/** The `Prefer` header options the local backend honours. */
export interface Preferences {
  representation: boolean;
  count: boolean;
  /** `resolution=`: how a POST treats rows that collide with existing ones (an upsert), or null. */
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
}

// Every preference PostgREST knows (whether or not this backend acts on it), by its exact form.
const KNOWN = [
  /^return=(minimal|headers-only|representation)$/,
  /^count=(exact|planned|estimated)$/,
  /^resolution=(merge-duplicates|ignore-duplicates)$/,
  /^missing=(default|null)$/,
  /^handling=(lenient|strict)$/,
  /^tx=(commit|rollback)$/,
  /^max-affected=\d+$/,
  /^timezone=.+$/,
];

/**
 * Parses `Prefer` (possibly repeated, comma separated) as PostgREST does: unknown preferences are
 * ignored, unless the client asks for `handling=strict`, which makes them PostgREST's 400 PGRST122.
 */
export function parsePrefer(req: IncomingMessage): Preferences {
  const raw = req.headers.prefer;
  const tokens = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
    .split(/[,;]/)
    .map((t) => t.trim())
    .filter(Boolean);
  if (tokens.includes('handling=strict')) {
    const invalid = tokens.filter((t) => !KNOWN.some((known) => known.test(t)));
    if (invalid.length) {
      throw requestError(
        400,
        'PGRST122',
        'Invalid preferences given with handling=strict',
        `Invalid preferences: ${invalid.join(', ')}`,
      );
    }
  }
  return {
    representation: tokens.includes('return=representation'),
    count: tokens.some((t) => /^count=(exact|planned|estimated)$/.test(t)),
    resolution: tokens.includes('resolution=merge-duplicates')
      ? 'merge-duplicates'
      : tokens.includes('resolution=ignore-duplicates')
        ? 'ignore-duplicates'
        : null,
  };
}

/** True when the client asked for one object (`.single()` / `.maybeSingle()` in supabase-js). */
export function wantsSingleObject(req: IncomingMessage): boolean {
  return String(req.headers.accept ?? '').includes('application/vnd.pgrst.object+json');
}
