import type { Tables, TablesInsert } from 'shared-ui';

/** A row of `resources` as the database returns it (types generated from supabase/migrations). */
export type ResourceRow = Tables<'resources'>;

/** A Knowledge Hub item as the site shows it: its row, plus where its document opens. */
export interface Resource extends ResourceRow {
  /**
   * The full http(s) address of the document on the backend the site talks to, or null when
   * there is nothing to open: no url, the content team's '#' placeholder, or an unsafe url.
   */
  documentUrl: string | null;
}

/** What a visitor types into the Access Resource dialog. */
export type LeadDetails = Pick<TablesInsert<'resource_leads'>, 'name' | 'email' | 'company'>;

/** A row of `resource_leads`, as the site writes it. */
export type ResourceLead = LeadDetails & { resource_id: string };
