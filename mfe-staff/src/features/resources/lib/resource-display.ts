import { documentKind, type DocumentKind } from './document-location';

const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  upload: 'Uploaded PDF',
  link: 'Link',
  none: 'No document',
};

/** What a resource's document is, in words: "Uploaded PDF", "Link" or "No document". */
export function documentLabel(url: string | null): string {
  return DOCUMENT_LABELS[documentKind(url)];
}

/** "Published" or "Draft" (an unpublished resource). */
export function statusLabel(published: boolean): string {
  return published ? 'Published' : 'Draft';
}

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The day a resource was added, e.g. "5 May 2025" (in the reader's time zone). */
export function formatDate(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : DATE.format(date);
}
