/**
 * The types the Knowledge Hub knows (each has its own icon there; spec "Knowledge Hub" and the
 * seeded rows), spelled exactly as stored.
 */
export const RESOURCE_TYPES = ['Whitepaper', 'Webinar', 'Podcast', 'Report'] as const;

/** The types a form offers: the known ones, plus the resource's own when an older row has another. */
export function typeOptions(current: string | null = null): string[] {
  const known: string[] = [...RESOURCE_TYPES];
  return current && current.trim() !== '' && !known.includes(current) ? [...known, current] : known;
}
