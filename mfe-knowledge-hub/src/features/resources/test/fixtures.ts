import type { Resource, ResourceRow } from '../lib/resource';
import { documentUrl, type PublicUrls } from '../lib/resource-url';

/** Public URLs shaped as supabase-js builds them for a hosted project (checked in resource-url.test.ts). */
export const TEST_STORAGE: PublicUrls = {
  from: (bucket) => ({
    getPublicUrl: (path) => ({
      data: { publicUrl: `https://project.supabase.co/storage/v1/object/public/${bucket}/${path}` },
    }),
  }),
};

/** A resource as getResources returns it (its documentUrl follows its url); override what a test cares about. */
export function makeResource(overrides: Partial<ResourceRow> = {}): Resource {
  const row: ResourceRow = {
    id: 'res-1',
    type: 'Whitepaper',
    title: 'The GCC Operating Model Playbook',
    description: 'How a cost centre becomes a capability hub.',
    url: 'https://example.com/playbook.pdf',
    created_at: '2025-05-05T04:30:00+00:00',
    published: true,
    ...overrides,
  };
  return { ...row, documentUrl: documentUrl(row.url, TEST_STORAGE) };
}
