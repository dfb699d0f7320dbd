/**
 * A new page load's id: a random version 4 UUID, made once per page load, sent in each of its
 * beacons and never stored or reused, so ingestion can count the page load once without knowing
 * anything of the visitor. `crypto.randomUUID` exists only in secure contexts; elsewhere the same
 * form is made from `crypto.getRandomValues`.
 */
export function newPageLoadId(
  source: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto,
): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
