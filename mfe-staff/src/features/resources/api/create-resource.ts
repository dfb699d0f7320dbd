import { getSupabase } from 'shared-ui';
import { asError } from '../lib/failure-message';
import type { ResourceFields, ResourceRow } from '../lib/resource';
import type { ClientSource } from '../../../shared/supabase-client';

/** Adds a resource (only the columns staff may write) and returns the stored row. Throws when refused. */
export async function createResource(
  fields: ResourceFields,
  client: ClientSource = getSupabase(),
): Promise<ResourceRow> {
  const db = await client;
  const { type, title, description, url, published } = fields;
  const { data, error } = await db
    .from('resources')
    .insert({ type, title, description, url, published })
    .select()
    .single();
  if (error) throw asError(error);
  return data;
}
