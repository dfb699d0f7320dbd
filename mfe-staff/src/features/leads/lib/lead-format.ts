/** When the lead was left, in the visitor's language and time zone (e.g. "Jan 1, 2026, 9:30 AM"). */
export function formatLeadDate(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return at.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A mailto: link for the address; what a URL cannot hold is encoded so the address cannot add headers. */
export function mailtoHref(email: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}`;
}
