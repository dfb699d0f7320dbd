// The first screens a folder target's shell server may send, asked per request.
import path from 'node:path';
import { PAGE_BUNDLES } from 'prerender';
import { BUILT_IN_REMOTES } from '../bundles/site-bundles';
import { canaryKey } from '../canary/canary-state';
import { bundleKeys } from '../layout/target-layout';
import { type PrerenderedLookup, prerenderedPages } from '../serving/prerendered-pages';
import { PRERENDERED, pageBundle } from './page-keys';

/**
 * The pages the shell server of a folder target may send (serving/prerendered-pages.ts).
 * @param root the target's folder
 */
export function prerenderedPagesOf(root: string): PrerenderedLookup {
  const liveFiles = Object.fromEntries(
    PAGE_BUNDLES.map((name) => [name, path.join(root, ...bundleKeys(pageBundle(name)).live.split('/'))]),
  );
  const canaryFiles = Object.fromEntries(
    BUILT_IN_REMOTES.map((bundle) => [bundle.name, path.join(root, ...canaryKey(bundle).split('/'))]),
  );
  return prerenderedPages({ dir: path.join(root, ...PRERENDERED.split('/')), liveFiles, canaryFiles });
}
