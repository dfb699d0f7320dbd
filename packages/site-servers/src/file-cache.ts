// Files the servers read on every request (live pointers, prerendered pages, the runtime config),
// parsed again only when they change.
import { readFileSync, statSync } from 'node:fs';

/**
 * Reads and parses a file again only when it changed (an atomic write gives it a new inode).
 * @returns the file parsed, or null when there is no such file
 */
export function fileCache<T>(parse: (text: string) => T): (file: string) => T | null {
  const entries = new Map<string, { stamp: string; value: T }>();
  return (file) => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    const stamp = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    let entry = entries.get(file);
    if (entry?.stamp !== stamp) {
      entry = { stamp, value: parse(readFileSync(file, 'utf8')) };
      entries.set(file, entry);
    }
    return entry.value;
  };
}
