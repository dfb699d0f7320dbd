import { isReleaseManifest } from './release-manifests';

describe('isReleaseManifest', () => {
  it.each([
    'mf-manifest.json',
    'mf-manifest.json.br',
    'mf-manifest.json.gz',
    'mf-manifest-stats.json',
    'mf-manifest-stats.json.br',
    'mf-stats.json',
  ])('%s starts a release', (file) => expect(isReleaseManifest(file)).toBe(true));

  it.each(['remoteEntry.js', 'main.0123456789.js', 'main.0123456789.js.br', 'assets/mf-manifest.json'])(
    '%s does not',
    (file) => expect(isReleaseManifest(file)).toBe(false),
  );
});
