// Every module the shell loads from a remote is still exposed, under the container it expects.
import type { BuildManifest, ContractEntry } from './build-manifest';

/** The exposed module names of a manifest (`home-page`, from `./home-page`). */
const exposedNames = (manifest: Pick<BuildManifest, 'exposes'>) =>
  new Set((manifest.exposes ?? []).flatMap((e) => [e.name, String(e.path ?? '').replace(/^\.\//, '')]));

/**
 * @param manifest the remote's mf-manifest.json (a source's declared modules, before its build, will do)
 * @param expected the contract's entry for it
 * @param label e.g. "the new marketing build"
 * @returns the reasons to refuse, written for the team (empty when the build fits)
 */
export function checkExposes(
  manifest: Pick<BuildManifest, 'name' | 'exposes'>,
  expected: ContractEntry,
  label: string,
): string[] {
  const problems: string[] = [];
  if (manifest.name !== expected.container) {
    problems.push(
      `${label} is the federation container "${manifest.name}", but the shell loads "${expected.container}".`,
    );
  }
  const exposed = exposedNames(manifest);
  for (const module of Object.values(expected.modules)) {
    if (!exposed.has(module)) {
      problems.push(
        `${label} does not expose "./${module}", which the shell loads as ${expected.container}/${module} ` +
          `(the site manifest the shell was built from). Keep it in shared-ui/src/site/site-manifest.json.`,
      );
    }
  }
  return problems;
}
