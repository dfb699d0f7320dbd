import type { Preferences } from './prefer';

/** Which of PostgREST's responses (Response.hs), as each echoes a different set of preferences. */
export type AppliedTo = 'read' | 'insert' | 'update' | 'delete' | 'rpc';

/**
 * `Preference-Applied` as PostgREST's prefAppliedHeader writes it on a success: the preferences it
 * acted on, in its order (resolution, missing, return, count, handling, timezone, max-affected).
 * `resolution` counts on an insert only when there is a conflict target (a primary key or
 * `on_conflict`); `max-affected` only with `handling=strict`. `tx=` is never applied on hosted
 * Supabase, so never echoed. Null when there is nothing to say.
 */
export function preferenceApplied(prefer: Preferences, to: AppliedTo, hasConflictTarget = false): string | null {
  const writes = to === 'insert' || to === 'update' || to === 'delete';
  const values = [
    to === 'insert' && hasConflictTarget && prefer.resolution ? `resolution=${prefer.resolution}` : null,
    (to === 'insert' || to === 'update') && prefer.missing ? `missing=${prefer.missing}` : null,
    writes && prefer.return ? `return=${prefer.return}` : null,
    prefer.count ? `count=${prefer.count}` : null,
    prefer.handling ? `handling=${prefer.handling}` : null,
    prefer.timezone ? `timezone=${prefer.timezone}` : null,
    to !== 'read' && to !== 'insert' && prefer.strict && prefer.maxAffected !== null
      ? `max-affected=${prefer.maxAffected}`
      : null,
  ];
  const applied = values.filter((value): value is string => value !== null);
  return applied.length ? applied.join(', ') : null;
}
