// Where a build came from: the commit, whether the tree had changes, and who published it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { ROOT } from '../layout/target-layout';

const git = (cwd: string, args: string[]): string | null => {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
};

/**
 * Short commit of the repository holding `dir`, with `+dirty` when that folder has uncommitted
 * changes and `+untracked` when git does not track it at all (a copy in an ignored folder):
 * either way the build is not exactly that commit.
 */
export function sourceCommit(dir: string): string {
  const sha = git(dir, ['rev-parse', '--short=8', 'HEAD']);
  if (!sha) return 'nogit';
  if (!git(dir, ['ls-files', '--', 'webpack.config.js'])) return `${sha}+untracked`;
  const changes = git(dir, ['status', '--porcelain', '--', '.']);
  return changes ? `${sha}+dirty` : sha;
}

/** A path relative to the repository when inside it (history stays readable and portable). */
export function displayPath(dir: string): string {
  const relative = path.relative(ROOT, dir);
  return relative && !relative.startsWith('..') ? relative : dir;
}

/** Who publishes: RELEASE_BY, else the user name. */
export function publisher(): string {
  try {
    return process.env.RELEASE_BY || userInfo().username;
  } catch {
    return 'unknown';
  }
}

/** Content hash of every file of a build (name and bytes), to tell a new build from one already published. */
export function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && entry.name !== 'runtime-config.json') {
        hash.update(path.relative(dir, full)).update('\0').update(readFileSync(full)).update('\0');
      }
    }
  };
  walk(dir);
  return hash.digest('hex').slice(0, 16);
}
