// A deployment target on this machine: a folder, laid out as a static host serves it. A switch is
// one rename(), and a release folder appears under its final name in one rename.
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Bundle } from '../bundles/site-bundles';
import { readJson, withLock, writeFileAtomic } from '../files/atomic';
import { filesBelow } from '../files/files-below';
import { bundleKeys } from '../layout/target-layout';
import type { DeploymentTarget } from './deployment-target';
import { withTargetErrors } from './target-errors';

/**
 * @param root the folder
 * @param options `lockWaitMs`: how long withLock waits for a lock another process holds
 */
export function folderTarget(root: string, { lockWaitMs }: { lockWaitMs?: number | undefined } = {}): DeploymentTarget {
  const folder = path.resolve(root);
  const fileOf = (key: string) => path.join(folder, ...key.split('/'));
  const target: DeploymentTarget = {
    kind: 'folder',
    label: folder,
    root: folder,
    readText: async (key) => {
      try {
        return await readFile(fileOf(key), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    exists: async (key) => existsSync(fileOf(key)),
    list: async (prefix) => filesBelow(fileOf(prefix)),
    writeRelease: async (prefix, dir) => {
      const final = fileOf(prefix);
      if (existsSync(final)) throw new Error(`${final} exists already: a release is never written twice.`);
      const incoming = path.join(path.dirname(final), `.incoming-${path.basename(final)}-${process.pid}`);
      await rm(incoming, { recursive: true, force: true });
      await mkdir(path.dirname(final), { recursive: true });
      try {
        await cp(dir, incoming, { recursive: true });
        await rename(incoming, final);
      } finally {
        await rm(incoming, { recursive: true, force: true });
      }
    },
    switchEntry: async (key, body) => writeFileAtomic(fileOf(key), body),
    updateJson: async (key, update) => {
      const text = await target.readText(key);
      const next = update(text === null ? null : JSON.parse(text));
      writeFileAtomic(fileOf(key), `${JSON.stringify(next, null, 2)}\n`);
      return next;
    },
    // `site` is the whole target's lock; any other name is a bundle's, in its folder.
    withLock: (name, fn) =>
      name === 'site'
        ? withLock(fileOf('.site.lock'), fn, { waitMs: lockWaitMs, what: 'Another switch of the site' })
        : withLock(fileOf(`${name}/.release.lock`), fn, { waitMs: lockWaitMs, what: `Another release of ${name}` }),
    localCopy: async (prefix) => fileOf(prefix),
  };
  return withTargetErrors(target);
}

/**
 * Where a bundle's objects are in a folder target, as paths: for the servers of `npm start`, which
 * serve the folder as it is, and for tests.
 * @param root the folder
 */
export function folderPaths(root: string, bundle: Bundle) {
  const keys = bundleKeys(bundle);
  const at = (key: string) => path.join(root, ...key.split('/'));
  return {
    dir: at(keys.dir),
    release: (version: string) => at(keys.release(version)),
    entry: at(keys.entry),
    live: at(keys.live),
    history: at(keys.history),
    /** The live release's folder, or null when nothing is live (read on every call). */
    liveRelease: () => {
      const version = (readJson(at(keys.live), null) as { version?: string } | null)?.version;
      return version ? at(keys.release(version)) : null;
    },
  };
}
