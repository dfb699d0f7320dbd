// The machine a benchmark ran on, written with its results (figures differ a lot between machines).
import { execFileSync } from 'node:child_process';
import os from 'node:os';

/** @returns {import('./report.mjs').Results['machine']} */
export function machine() {
  let chromium = 'unknown';
  try {
    chromium = execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    // reported as unknown
  }
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    chromium,
  };
}
