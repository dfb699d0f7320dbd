// The deployment target a command's environment names, checked before the command does anything.
import { existsSync, statSync } from 'node:fs';
import { TargetError } from '../errors';
import type { DeploymentTarget } from './deployment-target';
import { openTarget } from './open-target';

/**
 * The target the environment names. A folder must exist: a mistyped RELEASE_TARGET_DIR would
 * otherwise read as a site with nothing released, and a release would start a new site there.
 * @throws TargetError (status 4) naming the folder and why
 */
export function commandTarget(env: NodeJS.ProcessEnv = process.env): DeploymentTarget {
  const target = openTarget(env);
  if (target.root && !statSync(target.root, { throwIfNoEntry: false })?.isDirectory()) {
    const problem = existsSync(target.root) ? 'not a folder' : 'no such folder';
    throw new TargetError(
      `${target.root}: ${problem}. Name the deployment target with RELEASE_TARGET_DIR or RELEASE_TARGET (npm start publishes the site into .local/cdn).`,
    );
  }
  return target;
}
