import { getSupabase } from 'shared-ui';
import type { ClientSource } from '../../../shared/supabase-client';
import { asError } from '../lib/as-error';
import type { ReleaseSwitch } from '../lib/release-health';

/** How many switches the page reads: the window's, and enough before it to know what is live. */
export const SWITCHES_READ = 500;

/** The newest switches of every bundle, newest first (release_switches; staff only). */
export async function getSwitches(client: ClientSource = getSupabase()): Promise<ReleaseSwitch[]> {
  const db = await client;
  const { data, error } = await db
    .from('release_switches')
    .select('at, bundle, version, previous, kind, share, reason')
    .order('at', { ascending: false })
    .order('id', { ascending: false })
    .limit(SWITCHES_READ);
  if (error) throw asError(error);
  return (data ?? []).map((row) => ({
    ...row,
    at: new Date(row.at).toISOString(),
    share: row.share === null ? null : Number(row.share),
  }));
}
