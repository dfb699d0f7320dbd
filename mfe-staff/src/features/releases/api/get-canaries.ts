import type { Verdict } from 'canary-analysis';
import { getSupabase } from 'shared-ui';
import type { ClientSource } from '../../../shared/supabase-client';
import { asError } from '../lib/as-error';
import type { CanaryRecord } from '../lib/release-health';

/** Each bundle's canary as its last change or its watcher's last look left it (release_canaries). */
export async function getCanaries(client: ClientSource = getSupabase()): Promise<CanaryRecord[]> {
  const db = await client;
  const { data, error } = await db
    .from('release_canaries')
    .select('bundle, version, live, share, lease_until, status, decision, verdict, reasons, updated_at');
  if (error) throw asError(error);
  return (data ?? []).map((row) => ({
    bundle: row.bundle,
    version: row.version,
    live: row.live,
    share: Number(row.share),
    leaseUntil: row.lease_until,
    status: row.status,
    decision: row.decision,
    // Written by the watcher from canary-analysis's Verdict (the release package's journal/health-journal.ts).
    verdict: row.verdict as unknown as Verdict | null,
    reasons: row.reasons,
    updatedAt: row.updated_at,
  }));
}
