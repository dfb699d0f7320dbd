import { readdirSync } from 'node:fs';
import { SITE, SITE_ROUTES } from './site';

/** The files of a remote's live release, as its live manifest names them. */
async function releaseFiles(origin: string): Promise<string[]> {
  const manifest = (await (await fetch(`${origin}/mf-manifest.json`)).json()) as {
    metaData: { remoteEntry: { name: string; path: string } };
    exposes: { assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const { name, path } = manifest.metaData.remoteEntry;
  const files = manifest.exposes.flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async]);
  // A source map beside each file: the fuzzer asks for them too, and they are never to be sent.
  return [`/${path}/${name}`, ...files.slice(0, 3).flatMap((file) => [`/${file}`, `/${file}.map`])];
}

/** What a page starts a release from, or its remote entry, and their brotli twins. */
const RELEASE_ENTRY = /^(mf-manifest\.json|mf-manifest-stats\.json|remoteEntry\.js)(\.br)?$/;
/** A chunk as webpack names it: `<id>.<contenthash>.js`. */
const CHUNK = /^\d+\.[0-9a-f]{10}\.js$/;

/**
 * The files of a release folder to ask for in every spelling (fuzz/release-spellings.mjs):
 * its manifest, stats and remote entry, two chunks, their twins (a `.gz` twin too, which no build writes).
 */
export function releaseFilesToSpell(dir: string): string[] {
  const names = readdirSync(dir);
  const chunks = names.filter((name) => CHUNK.test(name)).slice(0, 2);
  return [
    ...names.filter((name) => RELEASE_ENTRY.test(name)),
    ...chunks.flatMap((chunk) => [chunk, `${chunk}.br`, `${chunk}.gz`]),
  ];
}

/** The paths each of a site's servers answers, by bundle name, to make odd (fuzz/). */
export async function staticPaths(origins: Record<string, string>): Promise<Record<string, string[]>> {
  const entries = await Promise.all(
    SITE.bundleList.map(async (bundle): Promise<[string, string[]]> => {
      const origin = origins[bundle.name]!;
      const own = ['/mf-manifest.json', '/history.json', '/live.json'];
      if (bundle.name !== SITE.host.name) return [bundle.name, [...own, ...(await releaseFiles(origin))]];
      const shell = [
        ...SITE_ROUTES,
        '/index.html',
        '/runtime-config.json',
        '/robots.txt',
        '/sitemap.xml',
        '/favicon.svg',
      ];
      return [bundle.name, [...shell, ...own]];
    }),
  );
  return Object.fromEntries(entries);
}

/** The paths of the backend's services: REST, auth, storage and functions. */
export const BACKEND_PATHS = [
  '/rest/v1/resources?select=*&order=created_at.desc',
  '/rest/v1/resources?id=eq.1',
  '/rest/v1/resource_leads',
  '/rest/v1/',
  '/auth/v1/token?grant_type=password',
  '/auth/v1/token?grant_type=refresh_token',
  '/auth/v1/signup',
  '/auth/v1/user',
  '/auth/v1/logout',
  '/auth/v1/settings',
  '/auth/v1/admin/users',
  '/storage/v1/object/public/resources/gcc-operating-model-playbook.pdf',
  '/storage/v1/object/resources/new.pdf',
  '/storage/v1/object/list/resources',
  '/storage/v1/object/sign/resources/gcc-operating-model-playbook.pdf',
  '/functions/v1/validate-company-email',
  '/functions/v1/export-leads',
];
