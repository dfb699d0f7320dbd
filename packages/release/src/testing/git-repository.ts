// A git repository in a temporary folder, with commits the test makes: the histories the tests of
// `affected` read. Its own identity and no signing, whatever the machine's git settings say.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface GitRepository {
  dir: string;
  /** Writes files (relative path -> text), creating their folders. */
  write(files: Record<string, string>): void;
  /** Commits everything in the working tree and returns the commit. */
  commit(message: string): string;
  git(...args: string[]): string;
  remove(): void;
}

/** A new repository with no commit. */
export function gitRepository(): GitRepository {
  const dir = mkdtempSync(path.join(tmpdir(), 'affected-'));
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  git('init', '--quiet', '--initial-branch=main');
  git('config', 'user.name', 'Test');
  git('config', 'user.email', 'test@example.com');
  git('config', 'commit.gpgsign', 'false');
  git('config', 'tag.gpgsign', 'false');
  return {
    dir,
    git,
    write(files) {
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), text);
      }
    },
    commit(message) {
      git('add', '--all');
      git('commit', '--quiet', '--allow-empty', '--message', message);
      return git('rev-parse', 'HEAD');
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
