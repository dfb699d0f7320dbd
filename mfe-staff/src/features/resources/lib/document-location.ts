/** Where the content team's uploads go: a public bucket, so a location opens without signing in. */
export const DOCUMENT_BUCKET = 'resources';

/** What a resource's document is: an uploaded file in storage, a link to elsewhere, or nothing yet. */
export type DocumentKind = 'upload' | 'link' | 'none';

/** `<bucket>/<path>`, as the `resources_url_shape` CHECK allows it (no empty, '.' or '..' segment). */
const STORAGE_LOCATION = /^([a-z0-9][a-z0-9_-]*)\/((?:[^/\s]+\/)*[^/\s]+)$/;
const LINK = /^https?:\/\/\S+$/i;

/** The bucket and path of a storage location, or null when `url` is not one. */
export function storageLocation(url: string | null): { bucket: string; path: string } | null {
  const match = STORAGE_LOCATION.exec(url ?? '');
  if (!match) return null;
  const [, bucket = '', path = ''] = match;
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return { bucket, path };
}

/**
 * True for an absolute http(s) address the database's CHECK accepts (no white space) and a browser
 * can open. Anything else, `javascript:` included, is refused.
 */
export function isLink(value: string): boolean {
  if (!LINK.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** Which kind of document a stored url names; the '#' placeholder counts as none. */
export function documentKind(url: string | null): DocumentKind {
  if (url === null || url === '' || url === '#') return 'none';
  if (isLink(url)) return 'link';
  return storageLocation(url) ? 'upload' : 'none';
}

/** The part of supabase-js' storage API that turns a location into a public address (no request). */
export interface PublicUrls {
  from(bucket: string): { getPublicUrl(path: string): { data: { publicUrl: string } } };
}

/** The address that opens a stored url's document, or null when there is nothing to open. */
export function documentHref(url: string | null, storage: PublicUrls): string | null {
  const kind = documentKind(url);
  if (kind === 'link') return url;
  const location = kind === 'upload' ? storageLocation(url) : null;
  return location ? storage.from(location.bucket).getPublicUrl(location.path).data.publicUrl : null;
}
