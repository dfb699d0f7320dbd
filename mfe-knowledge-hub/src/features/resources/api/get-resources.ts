import { getSupabase } from 'shared-ui';
import { asError } from '../lib/error-message';
import type { Resource } from '../lib/resource';
import { documentUrl } from '../lib/resource-url';
import type { ClientSource } from './supabase-client';

/**
 * Every published Knowledge Hub resource, all columns, newest first, each with the address its
 * document opens at on this backend. Throws when the backend answers with an error.
 * Visitors can read only published rows anyway; a staff member signed in on this browser can read
 * every row, so the filter is explicit.
 */
export async function getResources(client: ClientSource = getSupabase()): Promise<Resource[]> {
  const db = await client;
  const { data, error } = await db
    .from('resources')
    .select('*')
    .eq('published', true)
    .order('created_at', { ascending: false });
  if (error) throw asError(error);
  return (data ?? []).map((row) => ({ ...row, documentUrl: documentUrl(row.url, db.storage) }));
}
