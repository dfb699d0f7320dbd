import type { Preview } from './preview-link';

/** A release name of the shape the release commands give. */
export const VERSION = '20261124-201500-abc1234';

/** A preview of `version` of a remote, as the tests build one. */
export const preview = (bundle: string, remote: string, version = VERSION): Preview => ({
  bundle,
  remote,
  version,
  manifest: `http://x.test/releases/${version}/mf-manifest.json`,
});
