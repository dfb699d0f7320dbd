// Runs one client suite's jest tests from the checkout with the repository's jest and the
// package's own compiler, ts-jest (only transpiling: ts-jest's CommonJS output keeps exports
// assignable, which the suites' jest.spyOn on module exports needs; SWC's does not), the fetch
// redirect as a setup file, and collects jest's JSON results.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { open, readFile } from 'node:fs/promises';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The jest config for a suite: its own test globs and ignores, rooted in the checkout.
 * @param {{ packageDir: string, suite: import('./suites.mjs').ClientSuite, depsDir: string }} options
 */
export function suiteJestConfig({ packageDir, suite, depsDir }) {
  return {
    rootDir: packageDir,
    testMatch: suite.testMatch.map((glob) => `<rootDir>/${glob}`),
    testPathIgnorePatterns: suite.ignore,
    testEnvironment: 'node',
    transform: {
      '^.+\\.tsx?$': [
        path.join(depsDir, 'node_modules', 'ts-jest'),
        { tsconfig: path.join(packageDir, 'tsconfig.test.json'), isolatedModules: true },
      ],
    },
    // The tests' own npm packages first, then the repository's (jest-environment-jsdom, ...).
    modulePaths: [path.join(depsDir, 'node_modules'), path.resolve(require.resolve('jest/package.json'), '../..')],
    setupFiles: [require.resolve('./fetch-redirect.js')],
    testSequencer: require.resolve('./alphabetical-sequencer.js'),
    // As the suites' own configs: real requests to a database-backed server take a while.
    testTimeout: 30000,
  };
}

/**
 * Runs jest for one suite and returns its JSON report.
 * @param {{ config: { rootDir: string }, workDir: string, env: Record<string, string> }} options
 * @returns {Promise<{ report: import('./classify.mjs').JestReport, logFile: string, exitCode: number | null }>}
 */
export async function runSuiteJest({ config, workDir, env }) {
  const outputFile = path.join(workDir, 'jest-results.json');
  const logFile = path.join(workDir, 'jest-output.log');
  const log = await open(logFile, 'w');
  const jestBin = path.join(path.dirname(require.resolve('jest/package.json')), 'bin', 'jest.js');
  const args = [
    jestBin,
    '--config',
    JSON.stringify(config),
    '--json',
    '--outputFile',
    outputFile,
    '--runInBand',
    '--ci',
    '--silent',
    '--forceExit',
  ];
  const exitCode = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: config.rootDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', log.fd, log.fd],
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code));
  });
  await log.close();
  const text = await readFile(outputFile, 'utf8').catch(() => null);
  if (text === null) throw new Error(`jest wrote no results (exit ${exitCode}); see ${logFile}`);
  return { report: JSON.parse(text), logFile, exitCode };
}
