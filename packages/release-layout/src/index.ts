// The layout of a bundle's releases on a deployment target, written once for the release commands,
// the site's servers and the shell: the releases folder, a release's version and the one spelling
// of a path into a release. No dependency: it runs in the browser and in Node.
export { isCanonicalPath } from './canonical-path';
export { RELEASES_FOLDER, parseReleasePath, releaseFolderOf, releasePath } from './release-folder';
export { BROTLI_SUFFIX, NODE_BUILD_DIR, isPrecompressible, originalOf } from './release-files';
export { isReleaseManifest } from './release-manifests';
export { refusedSpelling } from './release-spelling';
export { RELEASE_VERSION_PATTERN, newVersion } from './release-version';
