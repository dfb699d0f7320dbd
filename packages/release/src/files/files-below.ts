// The files of a folder (a build, a release), as a deployment target names them.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file below `dir`, relative to it, with `/` between folders; none for a missing folder. */
export function filesBelow(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}
