import type { Resource } from '../lib/resource';

/** A resource row as the backend returns it; override what a test cares about. */
export function makeResource(overrides: Partial<Resource> = {}): Resource {
  return {
    id: 'res-1',
    type: 'Whitepaper',
    title: 'The GCC Operating Model Playbook',
    description: 'How a cost centre becomes a capability hub.',
    url: 'https://example.com/playbook.pdf',
    created_at: '2025-05-05T04:30:00+00:00',
    ...overrides,
  };
}
