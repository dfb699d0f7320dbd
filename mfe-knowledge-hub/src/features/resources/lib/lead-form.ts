import type { LeadDetails } from './resource';

/** Longest values the `resource_leads` table accepts (its check constraints), in characters. */
export const LEAD_LIMITS: Readonly<Record<keyof LeadDetails, number>> = { name: 200, email: 254, company: 200 };

const FIELD_LABELS: Readonly<Record<keyof LeadDetails, string>> = { name: 'Name', email: 'Email', company: 'Company' };

export type LeadCheck = { ok: true; lead: LeadDetails } | { ok: false; title: string; description: string };

/** Characters as PostgreSQL's char_length counts them (code points, not UTF-16 units). */
function length(value: string): number {
  return [...value].length;
}

/** Trims the typed details and checks them before anything is sent (spec 5, plus the table's limits). */
export function checkLeadDetails(values: LeadDetails): LeadCheck {
  const lead: LeadDetails = { name: values.name.trim(), email: values.email.trim(), company: values.company.trim() };
  if (!lead.name || !lead.email || !lead.company) {
    return { ok: false, title: 'Missing Information', description: 'Please fill out all fields.' };
  }
  for (const field of ['name', 'email', 'company'] as const) {
    if (length(lead[field]) > LEAD_LIMITS[field]) {
      return {
        ok: false,
        title: 'Too Long',
        description: `${FIELD_LABELS[field]} must be at most ${LEAD_LIMITS[field]} characters.`,
      };
    }
  }
  return { ok: true, lead };
}
