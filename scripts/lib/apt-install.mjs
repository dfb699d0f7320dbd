// Installs a Debian package a test needs when it is missing, only as root with apt; otherwise explains how.
import { spawnSync } from 'node:child_process';

/**
 * @param {{ present: () => boolean, aptPackage: string, what: string, hint: string }} need
 * @param {(line: string) => void} [log]
 * @returns {void}
 */
export function ensureAptPackage({ present, aptPackage, what, hint }, log = console.log) {
  if (present()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    throw new Error(
      `${what} was not found. Install Debian's package first:\n` +
        `  sudo apt-get update && sudo apt-get install -y ${aptPackage}\n${hint}`,
    );
  }
  log(`${what} is missing: installing Debian's "${aptPackage}" package with apt-get…`);
  /** @param {string[]} args */
  const run = (args) =>
    spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (run(['update', '-qq']).status !== 0 || run(['install', '-y', '-qq', aptPackage]).status !== 0 || !present()) {
    throw new Error(`Installing ${aptPackage} with apt-get failed; see the messages above.`);
  }
}
