import type { Tables, TablesInsert } from 'shared-ui';

/** A row of `resources` as the database returns it to staff (published or not). */
export type ResourceRow = Tables<'resources'>;

/** The columns staff may write (grants on `resources`); id and created_at are chosen by the server. */
export type ResourceFields = Required<
  Pick<TablesInsert<'resources'>, 'type' | 'title' | 'description' | 'url' | 'published'>
>;

/** A resource as the workspace lists it: its row, plus the address its document opens at. */
export interface StaffResource extends ResourceRow {
  /** The http(s) address of its document (an upload's public URL, or the link), or null when there is none. */
  documentHref: string | null;
}

/** Every column the list reads, in the order the table defines them. */
export const RESOURCE_COLUMNS = 'id, created_at, type, title, description, url, published';
