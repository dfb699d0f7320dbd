// Builds for tests of the release commands that need no webpack and no browser: a shell page with
// its site manifest, or a remote manifest exposing what the shell loads, enough for the checks
// a command runs (verifyComposition) and for the first screens to be attempted.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contractOf, manifestFile } from 'site-manifest';
import { SHELL_BUNDLE, SITE, type Bundle } from '../bundles/site-bundles';
import { updateHistory } from '../layout/release-history';
import { bundleKeys } from '../layout/target-layout';
import { SHELL_SITE_MANIFEST } from '../live/release-builds';
import type { DeploymentTarget } from '../targets/deployment-target';

const CONTRACT = contractOf(SITE);
const REACT = { name: 'react', version: '19.2.0', requiredVersion: '^19.0.0', singleton: true };

/**
 * Writes a build of `bundle` into `dir`, told apart by `name`, without the modules in `missing`
 * (modules the shell loads that this build does not expose).
 * @returns dir
 */
export function fakeBuild(dir: string, bundle: Bundle, name: string, missing: string[] = []): string {
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
 * Publishes a fake build as release `version` of `bundle`, as publish-build.ts does, without
 * switching; `scratch` is a folder for the build.
 */
export async function publishFakeRelease(
  target: DeploymentTarget,
  bundle: Bundle,
  version: string,
  scratch: string,
  missing: string[] = [],
): Promise<void> {
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

/**
 * A package folder of `bundle` whose build (with `fakeTools`) is itself: a fake build called
 * `name` with a webpack.config.js, under `scratch`.
 */
export function fakeSource(scratch: string, bundle: Bundle, name: string): string {
  const dir = fakeBuild(path.join(scratch, 'sources', `${bundle.name}-${name}`), bundle, name);
  writeFileSync(path.join(dir, 'webpack.config.js'), `// ${name}\n`);
  return dir;
}
