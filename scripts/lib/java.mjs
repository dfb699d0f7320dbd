// Java for the W3C Nu HTML checker (npm package vnu-jar), which the end-to-end suite runs.
import { spawnSync } from 'node:child_process';
import { ensureAptPackage } from './apt-install.mjs';

/**
 * Installs Debian's headless Java runtime when `java` is missing and we are root with apt; otherwise explains how.
 * @param {(line: string) => void} [log]
 * @returns {void}
 */
export function ensureJava(log = console.log) {
  ensureAptPackage(
    {
      present: () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0,
      aptPackage: 'default-jre-headless',
      what: 'Java (17 or newer, for the Nu HTML checker)',
      hint: 'or put any Java 17+ `java` on the PATH.',
    },
    log,
  );
}
