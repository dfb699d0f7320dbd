import { getSupabase } from 'shared-ui';
import { asError } from '../lib/error-message';
import type { Resource } from '../lib/resource';
import type { SupabaseClient } from './supabase-client';

/** Every Knowledge Hub resource, all columns, newest first. Throws when the backend answers with an error. */
export async function getResources(client: SupabaseClient = getSupabase()): Promise<Resource[]> {
  const { data, error } = await client.from('resources').select('*').order('created_at', { ascending: false });
  if (error) throw asError(error);
  return (data ?? []) as Resource[];
}
