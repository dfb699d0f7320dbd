import type { ResourceRow } from '../lib/resource';

/** A stored resource; override what a test cares about. */
export function makeRow(overrides: Partial<ResourceRow> = {}): ResourceRow {
  return {
    id: 'res-1',
    type: 'Whitepaper',
    title: 'The GCC Operating Model Playbook',
    description: 'How a cost centre becomes a capability hub.',
    url: 'https://example.com/playbook.pdf',
    created_at: '2025-05-05T12:00:00+00:00',
    published: true,
    ...overrides,
  };
}

/** Three rows as the list query returns them, newest first: an upload, a draft link and one without a document. */
export const ROWS: ResourceRow[] = [
  makeRow({ id: 'res-3', title: 'India GCC Landscape Report 2025', type: 'Report', url: 'resources/landscape.pdf' }),
  makeRow({
    id: 'res-2',
    title: 'Scaling Engineering Teams',
    type: 'Webinar',
    published: false,
    created_at: '2025-04-02T12:00:00+00:00',
  }),
  makeRow({
    id: 'res-1',
    title: 'Talent Strategies Podcast',
    type: 'Podcast',
    url: '#',
    created_at: '2025-03-01T12:00:00+00:00',
  }),
];

/** A real File whose content starts as a PDF does. */
export function pdfFile(name = 'Annual Report 2025.pdf', extraBytes = 0): File {
  return new File(['%PDF-1.7\n', 'x'.repeat(extraBytes)], name, { type: 'application/pdf' });
}

/**
 * A real PDF as a browser may hand it over: with no type (one that knows no type for .pdf) or a
 * wrong one.
 */
export function pdfFileTyped(type: string, name = 'Annual Report 2025.pdf'): File {
  return new File(['%PDF-1.7\n'], name, { type });
}

/** A real File named and typed as a PDF whose content is not one. */
export function fakePdfFile(name = 'not-really.pdf'): File {
  return new File(['<html>hello</html>'], name, { type: 'application/pdf' });
}
