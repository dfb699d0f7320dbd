import { getSupabase } from 'shared-ui';
import type { ClientSource } from '../../../shared/supabase-client';
import { asError } from '../lib/as-error';
import type { SeriesPoint } from '../lib/release-health';

const orNull = (value: number | null) => (value === null ? null : Number(value));

/**
 * Page loads, errored, crashed, p75 LCP, INP and CLS, and what the telemetry's caps dropped, of every release per bucket of
 * `bucketHours` in [since, until) (telemetry_release_series; row-level security: staff only).
 */
export async function getReleaseSeries(
  { since, until, bucketHours }: { since: string; until: string; bucketHours: number },
  client: ClientSource = getSupabase(),
): Promise<SeriesPoint[]> {
  const db = await client;
  const { data, error } = await db.rpc('telemetry_release_series', { since, until, bucket: `${bucketHours} hours` });
  if (error) throw asError(error);
  return (data ?? []).map((row) => ({
    at: new Date(row.bucket_start).toISOString(),
    bundle: row.bundle,
    version: row.version,
    pageLoads: Number(row.page_loads),
    errored: Number(row.errored),
    crashed: Number(row.crashed),
    lcp: orNull(row.lcp_p75),
    inp: orNull(row.inp_p75),
    cls: orNull(row.cls_p75),
    droppedLoads: Number(row.dropped_loads),
    droppedUpdates: Number(row.dropped_updates),
  }));
}
