#!/usr/bin/env node
// npm run lock: writes package-lock.json from the package.json files alone, as a fresh clone sees
// them. Run beside a node_modules (or an older lock) npm keeps only this machine's optional
// packages and drops integrity values; in an empty folder it records every platform's.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import workspaces from '../config/workspaces.js';
import { ROOT } from './lib/serve-site.mjs';

const { workspaceDirs } = workspaces;

// --keep: the lock too, so every version it names stays and only what the package.json files
// changed (a new dependency, a new workspace package) is resolved anew.
const keep = process.argv.includes('--keep');
const files = [
  'package.json',
  '.npmrc',
  ...workspaceDirs(ROOT).map((dir) => path.join(dir, 'package.json')),
  ...(keep ? ['package-lock.json'] : []),
];
const scratch = mkdtempSync(path.join(tmpdir(), 'lock-'));
try {
  for (const file of files.filter((name) => existsSync(path.join(ROOT, name)))) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    copyFileSync(path.join(ROOT, file), path.join(scratch, file));
  }
  const npm = spawnSync('npm', ['install', '--package-lock-only', '--ignore-scripts'], {
    cwd: scratch,
    stdio: 'inherit',
  });
  if (npm.status !== 0) throw new Error(`npm install --package-lock-only failed (exit ${npm.status})`);
  copyFileSync(path.join(scratch, 'package-lock.json'), path.join(ROOT, 'package-lock.json'));
  console.log('package-lock.json written; `npx jest --ci --selectProjects scripts` checks it.');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
