import type { PGlite } from '@electric-sql/pglite';

// seed.sql links documents at the default address (http://localhost:54321). A backend started on
// another port (end-to-end tests, a second checkout) would hand the site dead links, so on every
// start local storage URLs are pointed at the address actually served. Other URLs are untouched.
const LOCAL_STORAGE_URL = '^http://(localhost|127\\.0\\.0\\.1)(:[0-9]+)?/storage/v1/';

/** Rewrites local storage URLs in public.resources to `baseUrl`; returns how many changed. */
export async function alignLocalStorageUrls(db: PGlite, baseUrl: string): Promise<number> {
  const result = await db.query(
    `update public.resources
        set url = regexp_replace(url, $1, $2)
      where url ~ $1 and url !~ ('^' || $3)`,
    [LOCAL_STORAGE_URL, `${baseUrl}/storage/v1/`, escapeRegex(`${baseUrl}/storage/v1/`)],
  );
  return result.affectedRows ?? 0;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
