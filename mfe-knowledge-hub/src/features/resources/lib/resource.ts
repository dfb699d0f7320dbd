/** A Knowledge Hub item, as the `resources` table returns it. */
export interface Resource {
  id: string;
  /** Whitepaper, Webinar, Podcast or Report; the content team may add other types. */
  type: string;
  title: string;
  description: string | null;
  /** A public http(s) address, '#' while the content is being prepared, or null. */
  url: string | null;
  created_at: string;
}

/** What a visitor types into the Access Resource dialog. */
export interface LeadDetails {
  name: string;
  email: string;
  company: string;
}

/** A row of `resource_leads`, as the site writes it. */
export interface ResourceLead extends LeadDetails {
  resource_id: string;
}
