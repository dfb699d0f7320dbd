import { charCount, EMAIL_ADDRESS_PROBLEM, isEmailAddress, LEAD_LIMITS } from 'shared-ui';
import type { LeadDetails } from './resource';

const FIELD_LABELS: Readonly<Record<keyof LeadDetails, string>> = { name: 'Name', email: 'Email', company: 'Company' };

export type LeadCheck = { ok: true; lead: LeadDetails } | { ok: false; title: string; description: string };

/**
 * Trims the typed details and checks them before anything is sent: spec 5, then what the
 * `resource_leads` table accepts (shared-ui's LEAD_LIMITS and email rule, the CHECK constraints').
 */
export function checkLeadDetails(values: LeadDetails): LeadCheck {
  const lead: LeadDetails = { name: values.name.trim(), email: values.email.trim(), company: values.company.trim() };
  if (!lead.name || !lead.email || !lead.company) {
    return { ok: false, title: 'Missing Information', description: 'Please fill out all fields.' };
  }
  for (const field of ['name', 'email', 'company'] as const) {
    if (charCount(lead[field]) > LEAD_LIMITS[field]) {
      return {
        ok: false,
        title: 'Too Long',
        description: `${FIELD_LABELS[field]} must be at most ${LEAD_LIMITS[field]} characters.`,
      };
    }
  }
  if (!isEmailAddress(lead.email)) return { ok: false, ...EMAIL_ADDRESS_PROBLEM };
  return { ok: true, lead };
}
