import type { PGlite } from '@electric-sql/pglite';
import type { BackendContext } from '../http/context';
import type { Caller } from '../http/gateway-auth';
import type { Preferences } from './prefer';
import { inRoleTransaction, type RestTransaction } from './role-transaction';

const cache = new WeakMap<PGlite, Promise<ReadonlySet<string>>>();

function timezoneNames(db: PGlite): Promise<ReadonlySet<string>> {
  let names = cache.get(db);
  if (!names) {
    names = db
      .query<{ name: string }>('select name from pg_timezone_names')
      .then((result) => new Set(result.rows.map((row) => row.name)));
    cache.set(db, names);
  }
  return names;
}

/**
 * `Prefer: timezone=<name>` as PostgREST's Preferences.hs: honoured when the name is one of
 * `pg_timezone_names` (read once, as PostgREST's schema cache does); otherwise every `timezone=` of
 * the header stays among the preferences it does not know (for `handling=strict`).
 */
export async function checkTimezone(db: PGlite, prefer: Preferences): Promise<Preferences> {
  if (prefer.timezone === null || !(await timezoneNames(db)).has(prefer.timezone)) return { ...prefer, timezone: null };
  return { ...prefer, invalid: prefer.invalid.filter((token) => !token.startsWith('timezone=')) };
}

/**
 * {@link inRoleTransaction} with the request's preferences applied first: a known `timezone` is
 * set for the transaction, as PostgREST's `set_config('timezone', ..., true)`, so timestamptz
 * values are written out in it.
 */
export function preferredTransaction<T>(
  ctx: BackendContext,
  caller: Caller,
  readOnly: boolean,
  prefer: Preferences,
  work: (tx: RestTransaction) => Promise<T>,
): Promise<T> {
  return inRoleTransaction(ctx, caller, readOnly, async (tx) => {
    if (prefer.timezone !== null) await tx.query(`select set_config('timezone', $1, true)`, [prefer.timezone]);
    return work(tx);
  });
}
