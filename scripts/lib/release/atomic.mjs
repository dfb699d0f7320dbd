// File-system primitives of the deployment target: what makes a switch atomic and releases safe.
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/**
 * Writes a file so that readers see the old or the new content, never a partial one: the text goes
 * to a temporary file beside it, then rename() replaces the target in one step (POSIX guarantees it).
 * @param {string} file @param {string | Buffer} text
 */
export function writeFileAtomic(file, text) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/**
 * JSON file contents, or `fallback` when the file does not exist.
 * @param {string} file @param {unknown} [fallback] @returns {unknown} what the caller knows the file holds
 */
export function readJson(file, fallback = null) {
  if (!existsSync(file)) return fallback;
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** @param {number} pid */
const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
};

/**
 * Runs `fn` holding an exclusive lock file, so two releases of one bundle never interleave their
 * history and pointer writes. A lock left by a process that no longer exists is taken over.
 * @template T
 * @param {string} lockFile @param {() => Promise<T>} fn @returns {Promise<T>}
 */
export async function withLock(lockFile, fn) {
  mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; ; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      if (!isAlive(owner)) {
        rmSync(lockFile, { force: true });
        continue;
      }
      if (attempt > 600) throw new Error(`Another release of this bundle (process ${owner}) holds ${lockFile}.`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lockFile, { force: true });
  }
}
