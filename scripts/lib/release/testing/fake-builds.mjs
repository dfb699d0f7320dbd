// Builds for tests of the release commands that need no webpack and no browser: a shell page with
// its site manifest, or a remote manifest exposing what the shell loads, enough for the checks
// a rollback runs (the release package's verifyComposition) and for the first screens to be attempted.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contractOf, manifestFile } from 'site-manifest';
import { SHELL_BUNDLE, SHELL_SITE_MANIFEST, SITE, bundleKeys, updateHistory } from 'release';

const CONTRACT = contractOf(SITE);
const REACT = { name: 'react', version: '19.2.0', requiredVersion: '^19.0.0', singleton: true };

/**
 * Writes a build of `bundle` into `dir`, told apart by `name`, without the modules in `missing`.
 * @param {string} dir @param {import('release').Bundle} bundle @param {string} name
 * @param {string[]} [missing] modules the shell loads that this build does not expose
 * @returns {string} dir
 */
export function fakeBuild(dir, bundle, name, missing = []) {
  mkdirSync(dir, { recursive: true });
  if (bundle === SHELL_BUNDLE) {
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><head><title>${name}</title></head></html>`);
    writeFileSync(path.join(dir, SHELL_SITE_MANIFEST), readFileSync(manifestFile(), 'utf8'));
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'shell', shared: [REACT] }));
    return dir;
  }
  const expected = CONTRACT[bundle.remoteKey ?? ''];
  if (!expected) throw new Error(`the contract has no remote ${bundle.name}`);
  const exposes = Object.values(expected.modules)
    .filter((module) => !missing.includes(module))
    .map((module) => ({ name: module, path: `./${module}` }));
  const metaData = { remoteEntry: { path: '', name: 'remoteEntry.js' }, buildInfo: { buildVersion: name } };
  const manifest = { name: expected.container, exposes, shared: [REACT], metaData };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  return dir;
}

/**
 * Publishes a fake build as release `version` of `bundle`, as publish-build.ts does, without switching.
 * @param {import('release').DeploymentTarget} target @param {import('release').Bundle} bundle
 * @param {string} version @param {string} scratch a folder for the build @param {string[]} [missing]
 */
export async function publishFakeRelease(target, bundle, version, scratch, missing = []) {
  const dir = fakeBuild(path.join(scratch, `${bundle.name}-${version}`), bundle, version, missing);
  await target.writeRelease(bundleKeys(bundle).release(version), dir);
  const record = {
    version,
    publishedAt: new Date().toISOString(),
    commit: '',
    source: dir,
    by: 'test',
    fingerprint: version,
  };
  await updateHistory(target, bundle, (history) => {
    history.releases.push(record);
  });
}
