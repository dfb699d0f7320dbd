import { getSupabase } from 'shared-ui';
import { documentHref } from '../lib/document-location';
import { asError } from '../lib/failure-message';
import { RESOURCE_COLUMNS, type StaffResource } from '../lib/resource';
import type { ClientSource } from '../../../shared/supabase-client';

/**
 * Every resource, published or not (row-level security shows staff all of them), newest first,
 * each with the address its document opens at. Throws when the backend answers with an error.
 */
export async function listResources(client: ClientSource = getSupabase()): Promise<StaffResource[]> {
  const db = await client;
  const { data, error } = await db.from('resources').select(RESOURCE_COLUMNS).order('created_at', { ascending: false });
  if (error) throw asError(error);
  return (data ?? []).map((row) => ({ ...row, documentHref: documentHref(row.url, db.storage) }));
}
