// The manifest file of a workspace: the repository's own, or a copy of it (a release from a source
// tree names its own root).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Site } from './manifest-types';
import { siteManifestFrom } from './site-of';

/** The repository: src/ and dist/ are at the same depth below it. */
const ROOT = path.resolve(__dirname, '..', '..', '..');

/** Where the manifest is, relative to a workspace root. */
export const MANIFEST_PATH = 'shared-ui/src/site/site-manifest.json';

/** The manifest file of a workspace (the repository by default). */
export function manifestFile(root: string = ROOT): string {
  return path.join(root, MANIFEST_PATH);
}

/**
 * The manifest of a workspace, checked, with its bundles.
 * @param root workspace folder (a copy of the repository, for a release from it)
 */
export function readSiteManifest(root: string = ROOT): Site {
  const file = manifestFile(root);
  return siteManifestFrom(JSON.parse(readFileSync(file, 'utf8')), file);
}
