import type { PublicUrls } from './resource-url';

/**
 * Public Storage addresses on the backend at `supabaseUrl`, built as supabase-js' `client.storage`
 * builds them (`<url>/storage/v1/object/public/<bucket>/<path>`, encodeURI), without loading it:
 * the resource list needs the addresses before, and without, the client. resource-url.test.ts
 * checks both give the same address.
 */
export function publicStorage(supabaseUrl: string): PublicUrls {
  const base = supabaseUrl.trim();
  const storageUrl = new URL('storage/v1', base.endsWith('/') ? base : `${base}/`).href.replace(/\/$/, '');
  return {
    from: (bucket) => ({
      getPublicUrl: (path) => ({
        data: { publicUrl: encodeURI(`${storageUrl}/object/public/${bucket}/${path.replace(/^\/+/, '')}`) },
      }),
    }),
  };
}
