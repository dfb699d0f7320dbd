// The few questions `npm run affected` asks git, each answered from the repository's history (the
// commits, not the working tree: CI runs on a clean checkout).
import { execFileSync } from 'node:child_process';
import { UsageError } from '../errors';

/** git's exit status for "not found" with `rev-parse --verify --quiet`. */
const NOT_FOUND = 1;

/** The output of git, or the error's own message (its stderr) in a UsageError from `explain`. */
function git(cwd: string, args: string[], explain: (stderr: string) => string): string {
  try {
    return execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      // A diff over a long history lists many files.
      maxBuffer: 256 * 1024 * 1024,
    });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string; status?: number | null };
    if (failure.code === 'ENOENT')
      throw new UsageError('git is not installed (or not on PATH): npm run affected reads the history with it.');
    // git's own words, without its "fatal: " or "error: "
    const stderr = String(failure.stderr ?? '')
      .trim()
      .replace(/^(fatal|error): /, '');
    throw new UsageError(explain(stderr), { cause: error });
  }
}

/** The top folder of the git repository that holds `cwd`. */
export function repositoryRoot(cwd: string): string {
  return git(cwd, ['rev-parse', '--show-toplevel'], (stderr) => `No git repository here (${cwd}): ${stderr}.`).trim();
}

/** The commit `ref` names, or null when it names none (`rev-parse --verify --quiet`). */
function commitOrNull(repo: string, ref: string): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`], {
      cwd: repo,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  } catch (error) {
    if ((error as { status?: number | null }).status === NOT_FOUND) return null;
    // Any other failure (no git, no repository) says why.
    return git(repo, ['rev-parse', '--verify', `${ref}^{commit}`], (stderr) => stderr).trim();
  }
}

/** The commit `ref` names; a UsageError saying so when it names none. */
export function commitOf(repo: string, ref: string): string {
  const commit = commitOrNull(repo, ref);
  if (commit === null) {
    throw new UsageError(
      `"${ref}" names no commit in ${repo}: give a branch, a tag or a commit of its history (a shallow clone has only its last commits: fetch the history first, e.g. actions/checkout's fetch-depth: 0).`,
    );
  }
  return commit;
}

/** The commit the tag `name` points at, or null when there is no such tag. */
export function tagCommit(repo: string, name: string): string | null {
  git(
    repo,
    ['check-ref-format', `refs/tags/${name}`],
    () => `"${name}" cannot be a git tag's name (git check-ref-format).`,
  );
  return commitOrNull(repo, `refs/tags/${name}`);
}

/**
 * The files HEAD's side changed since it and `base` parted (`git diff <base>...HEAD`), added,
 * changed or deleted; a file renamed counts at both its names. Relative to the repository.
 */
export function changedSince(repo: string, base: string): string[] {
  const head = commitOf(repo, 'HEAD');
  const output = git(
    repo,
    ['diff', '--name-only', '--no-renames', '-z', `${base}...${head}`],
    (stderr) =>
      `git cannot compare ${base} with HEAD: ${stderr} (do they share a history? a shallow clone needs fetch-depth: 0).`,
  );
  return output.split('\0').filter(Boolean);
}
