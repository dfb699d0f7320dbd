// Debian's Chromium for the end-to-end tests (never a browser download).
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const settings = JSON.parse(readFileSync(new URL('../../config/chromium.json', import.meta.url), 'utf8'));

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? settings.executablePath;

/** The flags this closed-network machine needs for a quiet, fast headless Chromium. */
export const CHROMIUM_ARGS = settings.args;

/** Installs Debian's chromium when it is missing and we are root with apt; otherwise explains how. */
export function ensureChromium(log = console.log) {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install Debian's package first:\n` +
        `  sudo apt-get update && sudo apt-get install -y chromium\n` +
        `or set CHROMIUM_PATH to an existing Chromium binary.`,
    );
  }
  log('Chromium is missing: installing Debian\'s "chromium" package with apt-get…');
  const run = (args) =>
    spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (
    run(['update', '-qq']).status !== 0 ||
    run(['install', '-y', '-qq', 'chromium']).status !== 0 ||
    !existsSync(CHROMIUM_PATH)
  ) {
    throw new Error('Installing chromium with apt-get failed; see the messages above.');
  }
}
