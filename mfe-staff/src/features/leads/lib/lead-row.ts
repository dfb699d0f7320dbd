import type { Tables } from 'shared-ui';

type LeadColumns = Pick<Tables<'resource_leads'>, 'id' | 'created_at' | 'name' | 'email' | 'company'>;

/** A lead as the page shows it: its row and the title and type of its resource (null once that is deleted). */
export interface LeadRow extends LeadColumns {
  resources: Pick<Tables<'resources'>, 'title' | 'type'> | null;
}
