// A checked manifest with the facts each tool derives from it: its bundles as the release commands,
// servers and builds name them.
import { PAGE_CONTRACT, manifestProblems } from './manifest-problems';
import type { Bundle, Site, SiteBundle, SiteManifest } from './manifest-types';

function bundlesOf(manifest: SiteManifest): Bundle[] {
  const remotes = manifest.bundles.filter((b) => !b.host);
  const pagesOf = (b: SiteBundle) => (b.routes ?? []).map((route) => ({ ...route, remote: b.container }));
  const allPages = remotes.filter((b) => b.joins !== 'run-time').flatMap(pagesOf);
  return manifest.bundles.map((b) => {
    const pages = b.host ? allPages : pagesOf(b);
    return {
      name: b.name,
      kind: b.host ? 'shell' : 'remote',
      joinsAtRunTime: b.joins === 'run-time',
      packageDir: b.package,
      container: b.container,
      remoteKey: b.host ? null : b.container,
      port: b.port,
      envPrefix: b.envPrefix,
      entry: b.host ? 'index.html' : 'mf-manifest.json',
      exposes: {
        ...Object.fromEntries((b.host ? [] : pages).map((page) => [page.module, PAGE_CONTRACT])),
        ...(b.exposes ?? {}),
      },
      pages,
      routes: pages.map((page) => page.path),
    };
  });
}

/**
 * A manifest already parsed (a release's own copy), checked, with its bundles.
 * @param label what to call it in the error
 */
export function siteManifestFrom(manifest: SiteManifest, label = 'the site manifest'): Site {
  const problems = manifestProblems(manifest);
  if (problems.length) throw new Error(`${label} is not usable:\n  - ${problems.join('\n  - ')}`);
  const bundleList = bundlesOf(manifest);
  const host = bundleList.find((b) => b.kind === 'shell');
  if (!host) throw new Error(`${label} is not usable: it has no host`);
  return {
    ...manifest,
    bundleList,
    host,
    remotes: bundleList.filter((b) => b.kind === 'remote'),
    builtInRemotes: bundleList.filter((b) => b.kind === 'remote' && !b.joinsAtRunTime),
    joinedPages: bundleList.filter((b) => b.joinsAtRunTime).flatMap((b) => b.pages),
  };
}
