// File-system primitives of the deployment target: what makes a switch atomic and releases safe.
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { LockedError } from '../errors';

/**
 * Writes a file so that readers see the old or the new content, never a partial one: the text goes
 * to a temporary file beside it, then rename() replaces the target in one step (POSIX guarantees it).
 */
export function writeFileAtomic(file: string, text: string | Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/**
 * JSON file contents, or `fallback` when the file does not exist.
 * @returns what the caller knows the file holds
 */
export function readJson(file: string, fallback: unknown = null): unknown {
  if (!existsSync(file)) return fallback;
  return JSON.parse(readFileSync(file, 'utf8'));
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The process id in a lock file; null when the file has gone meanwhile. */
const lockOwner = (lockFile: string): number | null => {
  try {
    return Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

/**
 * True for a lock file a few seconds old: one with no process id yet is being written by its
 * holder; an older one was left so by a crash.
 */
const isFresh = (lockFile: string): boolean => {
  try {
    return Date.now() - statSync(lockFile).mtimeMs < 5_000;
  } catch {
    return false;
  }
};

/** How long a release waits for a lock by default: a release holds one for a minute or two. */
export const LOCK_WAIT_MS = 5 * 60_000;
const LOCK_POLL_MS = 500;

/**
 * Runs `fn` holding an exclusive lock file, so two releases of one bundle never interleave their
 * history and pointer writes. A lock left by a process that no longer exists is taken over; one
 * held longer than `waitMs` by a live process fails with a LockedError naming `what` is under way.
 */
export async function withLock<T>(
  lockFile: string,
  fn: () => Promise<T>,
  { waitMs = LOCK_WAIT_MS, what = 'Another release' }: { waitMs?: number | undefined; what?: string } = {},
): Promise<T> {
  mkdirSync(path.dirname(lockFile), { recursive: true });
  const giveUpAt = Date.now() + waitMs;
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = lockOwner(lockFile);
      if (owner === null) continue;
      if (Number.isNaN(owner) ? !isFresh(lockFile) : !isAlive(owner)) {
        rmSync(lockFile, { force: true });
        continue;
      }
      if (Date.now() >= giveUpAt) {
        throw new LockedError(
          `${what} is under way: ${Number.isNaN(owner) ? 'a starting process' : `process ${owner}`} holds ${lockFile}. Try again once it has ended (waited ${Math.round(waitMs / 1000)} s; RELEASE_LOCK_WAIT_SECONDS sets how long).`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, Math.min(LOCK_POLL_MS, Math.max(giveUpAt - Date.now(), 1))));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lockFile, { force: true });
  }
}
