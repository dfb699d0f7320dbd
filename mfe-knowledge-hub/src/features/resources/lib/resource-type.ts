export type ResourceKind = 'whitepaper' | 'webinar' | 'podcast' | 'report' | 'other';

const KINDS: Record<string, ResourceKind> = {
  whitepaper: 'whitepaper',
  webinar: 'webinar',
  podcast: 'podcast',
  report: 'report',
};

/** Which icon a resource type gets; types the site does not know (e.g. 'Case Study') get the default one. */
export function resourceKind(type: string): ResourceKind {
  return KINDS[type.trim().toLowerCase()] ?? 'other';
}
