import { getSupabase } from 'shared-ui';
import { asError, FAILURE_MESSAGES } from '../lib/failure-message';
import type { ResourceFields, ResourceRow } from '../lib/resource';
import type { ClientSource } from '../../../shared/supabase-client';

const WRITABLE = ['type', 'title', 'description', 'url', 'published'] as const;

/**
 * Changes some of the columns staff may write (nothing else is sent) and returns the stored row.
 * Row-level security answers an update it does not allow with no row rather than an error, so no
 * row is a failure too.
 */
export async function updateResource(
  id: string,
  changes: Partial<ResourceFields>,
  client: ClientSource = getSupabase(),
): Promise<ResourceRow> {
  const db = await client;
  const update: Partial<ResourceFields> = Object.fromEntries(
    WRITABLE.filter((column) => changes[column] !== undefined).map((column) => [column, changes[column]]),
  );
  const { data, error } = await db.from('resources').update(update).eq('id', id).select();
  if (error) throw asError(error);
  const [row] = data ?? [];
  if (!row) throw new Error(FAILURE_MESSAGES.notChanged);
  return row;
}
