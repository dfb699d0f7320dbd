import type { IncomingMessage } from 'node:http';
import { requestError } from './postgrest-error';

/** `count=`: exact counts; `planned` reads the planner's estimate; `estimated` is exact up to max_rows. */
export type PreferCount = 'exact' | 'planned' | 'estimated';

/** The `Prefer` header as PostgREST's ApiRequest/Preferences.hs reads it. */
export interface Preferences {
  /** `return=`: null when absent (a write then answers as `minimal`). */
  return: 'representation' | 'minimal' | 'headers-only' | null;
  count: PreferCount | null;
  /** `resolution=`: how a POST treats rows that collide with existing ones (an upsert), or null. */
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  /** `missing=default`: a column of the payload that an object lacks gets its DEFAULT, not NULL (null: absent). */
  missing: 'default' | 'null' | null;
  /** `handling=`: null when absent (lenient). */
  handling: 'strict' | 'lenient' | null;
  strict: boolean;
  /** `max-affected=<n>` (acted on only with `handling=strict`, as PostgREST). */
  maxAffected: number | null;
  /** `timezone=<name>` (the first): honoured once checked against the database's time zone names. */
  timezone: string | null;
  /** Preferences PostgREST does not know, in header order; `timezone=` ones until the name is checked. */
  invalid: string[];
}

// Every value PostgREST recognises, by its exact form. `tx=` is recognised but only acted on when
// the server allows it (db-tx-end), which hosted Supabase does not: it is accepted and ignored.
const KNOWN = new Set([
  'return=representation',
  'return=minimal',
  'return=headers-only',
  'count=exact',
  'count=planned',
  'count=estimated',
  'resolution=merge-duplicates',
  'resolution=ignore-duplicates',
  'missing=default',
  'missing=null',
  'handling=strict',
  'handling=lenient',
  'tx=commit',
  'tx=rollback',
]);

/**
 * Parses `Prefer` (possibly repeated, comma separated) as PostgREST does: the first value of each
 * preference wins, and anything it does not know is collected in `invalid` (refused under
 * `handling=strict` by {@link refuseInvalidPreferences}, else ignored). `timezone=` needs the
 * database's names: see checkTimezone.
 */
export function parsePrefer(req: IncomingMessage): Preferences {
  const raw = req.headers.prefer;
  const tokens = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const first = <T extends string>(name: string): T | null => {
    const token = tokens.find((t) => KNOWN.has(t) && t.startsWith(`${name}=`));
    return token ? (token.slice(name.length + 1) as T) : null;
  };
  // Only the first max-affected counts; a value that is not an integer disables it (readMaybe).
  const maxAffected = tokens.find((t) => t.startsWith('max-affected='))?.slice('max-affected='.length);
  return {
    return: first('return'),
    count: first('count'),
    resolution: first('resolution'),
    missing: first('missing'),
    handling: first('handling'),
    strict: first('handling') === 'strict',
    maxAffected: maxAffected !== undefined && /^-?\d{1,18}$/.test(maxAffected) ? Number(maxAffected) : null,
    timezone: tokens.find((t) => t.startsWith('timezone='))?.slice('timezone='.length) ?? null,
    invalid: tokens.filter((t) => !KNOWN.has(t) && !t.startsWith('max-affected=')),
  };
}

/**
 * `handling=strict` with a preference PostgREST does not know: its 400 PGRST122, naming them. Called
 * once the resource is known, as PostgREST checks after planning.
 */
export function refuseInvalidPreferences(prefer: Preferences): void {
  if (prefer.strict && prefer.invalid.length) {
    throw requestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${prefer.invalid.join(', ')}`,
    );
  }
}

/** PostgREST's shouldCount: `count=exact` and `count=estimated` count; `planned` only on reads. */
export const countsExactly = (prefer: Preferences): boolean => prefer.count === 'exact' || prefer.count === 'estimated';

/**
 * `max-affected=<n>` with `handling=strict`: more rows than n is PostgREST's 400 PGRST124, thrown
 * inside the transaction so nothing changes.
 */
export function refuseOverMaxAffected(prefer: Preferences, affected: number): void {
  if (prefer.strict && prefer.maxAffected !== null && affected > prefer.maxAffected) {
    throw requestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${affected} rows`,
    );
  }
}
