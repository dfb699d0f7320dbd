// The files a page can start a release from, which a server sends only for releases a page may still
// load (the release package's release gate).
import { BROTLI_SUFFIX } from './release-files';

/** The name of a compressed twin (`x.js.br`, `x.js.gz`), whichever the build or a host writes. */
const TWIN = new RegExp(`(${BROTLI_SUFFIX.replace('.', '\\.')}|\\.gz)$`);

/**
 * The files a page can start a release from: its manifest and the stats the federation runtime also
 * takes as one, each in any compressed twin. A preview link is taken only once the release's
 * manifest answers (shell/src/features/preview), and pages already open never ask for it again.
 */
const MANIFEST = /^(mf-manifest\.json|mf-manifest-stats\.json|mf-stats\.json)$/;

/** True for a file of a release (below its folder) that a page starts the release from. */
export const isReleaseManifest = (file: string): boolean => MANIFEST.test(file.replace(TWIN, ''));
