// Debian's Chromium for the end-to-end tests (never a browser download).
import { existsSync, readFileSync } from 'node:fs';
import { ensureAptPackage } from './apt-install.mjs';

/** @type {{ executablePath: string, args: string[] }} */
const settings = JSON.parse(readFileSync(new URL('../../config/chromium.json', import.meta.url), 'utf8'));

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? settings.executablePath;

/** The flags this closed-network machine needs for a quiet, fast headless Chromium. */
export const CHROMIUM_ARGS = settings.args;

/**
 * Installs Debian's chromium when it is missing and we are root with apt; otherwise explains how.
 * @param {(line: string) => void} [log]
 * @returns {void}
 */
export function ensureChromium(log = console.log) {
  ensureAptPackage(
    {
      present: () => existsSync(CHROMIUM_PATH),
      aptPackage: 'chromium',
      what: `Chromium (${CHROMIUM_PATH})`,
      hint: 'or set CHROMIUM_PATH to an existing Chromium binary.',
    },
    log,
  );
}
