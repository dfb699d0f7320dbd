import { getSupabase } from 'shared-ui';
import { asError } from '../lib/error-message';
import type { ResourceLead } from '../lib/resource';
import type { ClientSource } from './supabase-client';

/**
 * Records who asked for a resource. No `.select()` afterwards: visitors may write leads but
 * never read them, so asking for the row back would fail. Throws when the insert is refused.
 */
export async function createResourceLead(lead: ResourceLead, client: ClientSource = getSupabase()): Promise<void> {
  const db = await client;
  const { error } = await db
    .from('resource_leads')
    .insert({ name: lead.name, email: lead.email, company: lead.company, resource_id: lead.resource_id });
  if (error) throw asError(error);
}
