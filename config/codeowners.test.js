// .github/CODEOWNERS, where the teams are named (nowhere else): every bundle of the site manifest
// has its folder owned by a line of its own, the shared folders, the database, the pipelines and
// the file itself are the platform's (the owners of the host, the shell), and every path named exists.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { readSiteManifest } = require('site-manifest');

const ROOT = path.resolve(__dirname, '..');
const FILE = '.github/CODEOWNERS';
/** The platform's besides the shell (issue: shared-ui, config, the database, packages, pipelines). */
const PLATFORM = ['/shared-ui/', '/config/', '/supabase/', '/packages/', '/.github/', `/${FILE}`];

/** @param {string} text @returns {Map<string, string[]>} each pattern and its owners, in order */
function ownersOf(text) {
  const lines = text.split('\n').map((line) => line.replace(/#.*/, '').trim());
  return new Map(
    lines.filter(Boolean).map((line) => {
      const [pattern = '', ...owners] = line.split(/\s+/);
      return [pattern, owners];
    }),
  );
}

const site = readSiteManifest();
const owners = ownersOf(readFileSync(path.join(ROOT, FILE), 'utf8'));

describe('CODEOWNERS', () => {
  it.each(site.bundleList.map((bundle) => [bundle.name, bundle.packageDir]))(
    'owns %s’s folder (%s/) by a team',
    (_name, dir) => {
      expect(owners.get(`/${dir}/`)?.every((owner) => /^@[\w-]+\/[\w-]+$/.test(owner))).toBe(true);
      expect(owners.get(`/${dir}/`)?.length).toBeGreaterThan(0);
    },
  );

  it('gives the shared folders, the database, the pipelines and itself to the platform (the shell’s owners)', () => {
    const platform = owners.get(`/${site.host.packageDir}/`);
    expect(platform?.length).toBeGreaterThan(0);
    for (const pattern of [...PLATFORM, '*'])
      expect({ pattern, owners: owners.get(pattern) }).toEqual({ pattern, owners: platform });
  });

  it('names only paths that exist', () => {
    for (const pattern of owners.keys()) {
      if (pattern !== '*')
        expect({ pattern, exists: existsSync(path.join(ROOT, pattern)) }).toEqual({ pattern, exists: true });
    }
  });
});
