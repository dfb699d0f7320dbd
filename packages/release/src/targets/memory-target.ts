// A deployment target held in memory, for tests of the release commands: the same interface as a
// folder or a bucket (deployment-target.ts), with no disk and no server. Writes are visible whole
// at once; a lock is held per name within this process. A release's files are materialised into
// `scratch` only when a command asks for a local copy of them.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { filesBelow } from '../files/files-below';
import type { DeploymentTarget } from './deployment-target';

/** @param options `scratch`: a folder for local copies */
export function memoryTarget({
  scratch,
  label = 'memory',
}: {
  scratch: string;
  label?: string;
}): DeploymentTarget & { kind: 'memory' } {
  const objects = new Map<string, Buffer>();
  const locks = new Map<string, Promise<unknown>>();
  const below = (prefix: string) => [...objects.keys()].filter((key) => key.startsWith(`${prefix}/`));
  return {
    kind: 'memory',
    label,
    root: null,
    readText: async (key) => objects.get(key)?.toString('utf8') ?? null,
    exists: async (key) => objects.has(key),
    list: async (prefix) => below(prefix).map((key) => key.slice(prefix.length + 1)),
    writeRelease: async (prefix, dir) => {
      if (below(prefix).length) throw new Error(`${label}/${prefix} exists already: a release is never written twice.`);
      const files = filesBelow(dir).map((file) => [file, readFileSync(path.join(dir, file))] as const);
      for (const [file, body] of files) objects.set(`${prefix}/${file}`, body);
    },
    switchEntry: async (key, body) => {
      objects.set(key, Buffer.from(body));
    },
    updateJson: async (key, update) => {
      const text = objects.get(key)?.toString('utf8') ?? null;
      const next = update(text === null ? null : JSON.parse(text));
      objects.set(key, Buffer.from(`${JSON.stringify(next, null, 2)}\n`));
      return next;
    },
    withLock: async (name, fn) => {
      const before = locks.get(name) ?? Promise.resolve();
      const run = before.then(fn, fn);
      locks.set(
        name,
        run.catch(() => {}),
      );
      return run;
    },
    localCopy: async (prefix) => {
      const dir = path.join(scratch, ...prefix.split('/'));
      for (const key of below(prefix)) {
        const file = path.join(dir, ...key.slice(prefix.length + 1).split('/'));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, objects.get(key) as Buffer);
      }
      return dir;
    },
  };
}
