// The build and the smoke run of a command, as tests give them (commands/command-tools.ts): the
// "build" copies the package folder (a fake build, fake-builds.ts), and the smoke run finds the
// problems it is told to. The checks against the live site still run.
import { cpSync } from 'node:fs';
import type { CommandTools, SmokeCheck } from '../commands/command-tools';

/** Stand-ins for the webpack build and the smoke run in a browser (by default one that passes). */
export function fakeTools(check: SmokeCheck = async () => []): CommandTools {
  return {
    build: async ({ sourceDir, outDir }) => cpSync(sourceDir, outDir, { recursive: true }),
    check,
  };
}
