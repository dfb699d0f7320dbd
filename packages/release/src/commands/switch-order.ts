// The plan of a site rollback (site-rollback.ts): an order of its switches in which every
// composition on the way passes the checks a release passes.
import { SHELL_BUNDLE, type Bundle } from '../bundles/site-bundles';
import { verifyComposition } from '../compatibility/verify-composition';
import { neighboursAt } from '../live/neighbours';
import { releaseBuild, shellReleaseContract } from '../live/release-builds';
import type { DeploymentTarget } from '../targets/deployment-target';

/** One switch of a site rollback. */
export interface Step {
  bundle: Bundle;
  version: string;
}

/** What is wrong with switching `bundle` to `version` when the others are as `composition` says. */
export async function switchProblems(
  target: DeploymentTarget,
  bundle: Bundle,
  version: string,
  composition: Record<string, string>,
): Promise<string[]> {
  const build = await releaseBuild(target, bundle, version, `${bundle.name} release ${version}`);
  if (!build.manifest) return [`${bundle.name} release ${version} has no mf-manifest.json in ${target.label}.`];
  const shellVersion = bundle === SHELL_BUNDLE ? version : composition[SHELL_BUNDLE.name];
  const contract = await shellReleaseContract(target, shellVersion ?? null);
  return verifyComposition({
    bundle,
    manifest: build.manifest,
    label: build.label,
    contract,
    neighbours: await neighboursAt(target, bundle, composition),
  });
}

/**
 * An order of the switches from `current` to `wanted` in which every composition on the way passes
 * the checks (problems of `check`), or the problems when there is none.
 */
export async function switchOrder(
  steps: Step[],
  current: Record<string, string>,
  check: (step: Step, composition: Record<string, string>) => Promise<string[]>,
): Promise<{ order: Step[] } | { problems: string[] }> {
  const composition = { ...current };
  const remaining = [...steps];
  const order: Step[] = [];
  while (remaining.length) {
    let index = -1;
    for (const [i, step] of remaining.entries()) {
      if (!(await check(step, composition)).length) {
        index = i;
        break;
      }
    }
    if (index < 0) {
      const problems: string[] = [];
      for (const step of remaining) {
        for (const problem of await check(step, composition)) {
          problems.push(`${step.bundle.name} → ${step.version}: ${problem}`);
        }
      }
      return { problems };
    }
    const [step] = remaining.splice(index, 1);
    if (!step) break;
    composition[step.bundle.name] = step.version;
    order.push(step);
  }
  return { order };
}
