import { releaseFolderOf } from 'release-layout';
import { SITE_MANIFEST, type RemoteKey } from 'shared-ui';
import type { BeaconArm, BeaconRelease } from 'telemetry-contract';

/** The shell's bundle name in the site manifest. */
export const SHELL_BUNDLE = SITE_MANIFEST.bundles.find((bundle) => bundle.host)?.name ?? 'shell';

/** A release of a bundle the page runs, with the URL of its folder. */
export interface KnownRelease extends BeaconRelease {
  /** `https://host/…/releases/<version>/`: every script of the release starts with it. */
  base: string;
}

/**
 * The release folder (`…/releases/<version>/`, release-layout's releaseFolderOf) a URL, absolute or
 * relative to `pageUrl`, lies in; null when none.
 */
export function releaseFolder(url: string, pageUrl: string): { base: string; version: string } | null {
  let href: string;
  try {
    const parsed = new URL(url, pageUrl);
    parsed.search = '';
    parsed.hash = '';
    href = parsed.href;
  } catch {
    return null;
  }
  return releaseFolderOf(href);
}

/** A remote's bundle name (site manifest) from its federation container name. */
export function bundleOfRemote(remote: RemoteKey): string {
  return SITE_MANIFEST.bundles.find((bundle) => bundle.container === remote)?.name ?? remote;
}

/** The releases a page load runs, by bundle, and which of them a script URL belongs to. */
export interface ReleaseBook {
  /** Notes the release a bundle's script URL lies in; null when the URL names no release. */
  add(bundle: string, url: string, arm: BeaconArm): KnownRelease | null;
  /** The release a script URL belongs to, if it is one the page runs. */
  find(url: string): KnownRelease | null;
  /** Whether a URL is on the page's own origin (the shell serves the page). */
  onPageOrigin(url: string): boolean;
  /** Every release noted so far, the shell's first. */
  releases(): BeaconRelease[];
}

export function createReleaseBook(pageUrl: string): ReleaseBook {
  const known = new Map<string, KnownRelease>();
  const origin = new URL(pageUrl).origin;
  return {
    add(bundle, url, arm) {
      const folder = releaseFolder(url, pageUrl);
      if (!folder) return null;
      const release = { bundle, version: folder.version, arm, base: folder.base };
      known.set(bundle, release);
      return release;
    },
    find(url) {
      const folder = releaseFolder(url, pageUrl);
      if (!folder) return null;
      for (const release of known.values()) if (release.base === folder.base) return release;
      return null;
    },
    onPageOrigin(url) {
      try {
        return new URL(url).origin === origin;
      } catch {
        return false;
      }
    },
    releases: () => [...known.values()].map(({ bundle, version, arm }) => ({ bundle, version, arm })),
  };
}
