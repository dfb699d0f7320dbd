const OPENABLE_PROTOCOLS = new Set(['http:', 'https:']);

/** `<bucket>/<path>`: a document in Supabase Storage, as the `resources_url_shape` CHECK allows it. */
const STORAGE_LOCATION = /^([a-z0-9][a-z0-9_-]*)\/(.+)$/;

/**
 * The part of supabase-js' storage API (`client.storage`) that turns a location into the public
 * address of the project the client talks to. It builds a string; it sends no request.
 */
export interface PublicUrls {
  from(bucket: string): { getPublicUrl(path: string): { data: { publicUrl: string } } };
}

/**
 * The address that opens a resource's document, or null when there is nothing safe to open: no
 * url, the content team's '#' placeholder, a storage path that leaves its bucket, or a scheme
 * other than http(s) (a `javascript:` url must never run). A storage location becomes the public
 * URL on the current backend; an absolute http(s) address (a document hosted elsewhere) is kept.
 */
export function documentUrl(url: string | null | undefined, storage: PublicUrls): string | null {
  const trimmed = url?.trim() ?? '';
  if (trimmed === '' || trimmed === '#') return null;
  const location = STORAGE_LOCATION.exec(trimmed);
  if (location) {
    const [, bucket = '', path = ''] = location;
    const segments = path.split('/');
    if (segments.some((s) => s === '' || s === '.' || s === '..' || /\s/.test(s))) return null;
    return storage.from(bucket).getPublicUrl(path).data.publicUrl;
  }
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return null;
  }
  return OPENABLE_PROTOCOLS.has(parsed.protocol) ? trimmed : null;
}
