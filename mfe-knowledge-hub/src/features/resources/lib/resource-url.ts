const OPENABLE_PROTOCOLS = new Set(['http:', 'https:']);

/**
 * The address to open for a resource, or null when there is nothing safe to open: no url, the
 * content team's '#' placeholder, or any scheme other than http(s) (a `javascript:` url must never run).
 */
export function openableUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim() ?? '';
  if (trimmed === '' || trimmed === '#') return null;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return null;
  }
  return OPENABLE_PROTOCOLS.has(parsed.protocol) ? trimmed : null;
}
