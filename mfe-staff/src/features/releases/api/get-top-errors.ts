import { getSupabase } from 'shared-ui';
import type { ClientSource } from '../../../shared/supabase-client';
import { asError } from '../lib/as-error';
import type { TopError } from '../lib/release-health';

/** How many of a release's errors the page lists. */
export const TOP_ERRORS = 5;

/** A release's most frequent errors, with where they came from (telemetry_top_errors; staff only). */
export async function getTopErrors(
  bundle: string,
  version: string,
  client: ClientSource = getSupabase(),
): Promise<TopError[]> {
  const db = await client;
  const { data, error } = await db.rpc('telemetry_top_errors', { bundle, version, max_rows: TOP_ERRORS });
  if (error) throw asError(error);
  return (data ?? []).map((row) => ({
    message: row.message,
    frames: row.frames,
    count: Number(row.count),
    firstSeen: row.first_seen,
    lastSeen: row.last_seen,
  }));
}
