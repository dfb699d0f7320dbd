// Every package built in production mode, in dependency order, as `npm start` and `npm run publish` do.
import { spawnSync } from 'node:child_process';
import { ROOT } from '../layout/target-layout';

/**
 * Runs lerna's build of every package, its output on this process's.
 * @returns lerna's exit status (0: every dist/ folder is current)
 */
export function buildEveryPackage(): number {
  const build = spawnSync('npx', ['lerna', 'run', 'build', '--stream'], { cwd: ROOT, stdio: 'inherit' });
  return build.status ?? 1;
}
