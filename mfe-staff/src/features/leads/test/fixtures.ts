import type { LeadRow } from '../lib/lead-row';

/** A lead as the list query returns it; override what a test cares about. */
export function makeLead(overrides: Partial<LeadRow> = {}): LeadRow {
  return {
    id: 'lead-1',
    created_at: '2026-03-14T09:30:00+00:00',
    name: 'Asha Rao',
    email: 'asha@acme.com',
    company: 'Acme',
    resources: { title: 'The GCC Operating Model Playbook', type: 'Whitepaper' },
    ...overrides,
  };
}

/** `count` leads numbered from `first` (ids lead-<n>, names Lead <n>). */
export function makeLeads(count: number, first = 1): LeadRow[] {
  return Array.from({ length: count }, (_, i) =>
    makeLead({ id: `lead-${first + i}`, name: `Lead ${first + i}`, email: `lead${first + i}@acme.com` }),
  );
}
