// What the release tools need of a place a site is deployed to. Two implementations: a folder
// (folder-target.ts, what `npm start` serves) and an S3-compatible bucket (s3-target.ts), and a
// memory target for tests (memory-target.ts). Keys are `/`-separated paths below the target's root,
// such as `marketing/releases/<v>/main.js`.

export interface DeploymentTarget {
  kind: 'folder' | 's3' | 'memory';
  /** how messages name it: the folder, or `s3://bucket/prefix` */
  label: string;
  /** the folder, for a folder target; null for a bucket */
  root: string | null;
  /** an object's text, or null when there is none */
  readText: (key: string) => Promise<string | null>;
  exists: (key: string) => Promise<boolean>;
  /** every key below `prefix/`, relative to it */
  list: (prefix: string) => Promise<string[]>;
  /**
   * Uploads every file of `dir` below `prefix/` as immutable objects, each with its Content-Type and
   * Cache-Control, before it returns; fails, writing nothing visible, when `prefix` holds anything already.
   */
  writeRelease: (prefix: string, dir: string) => Promise<void>;
  /** Replaces one object whole (a live pointer, a page): readers see the old or the new text, never a mix. */
  switchEntry: (key: string, body: string | Buffer) => Promise<void>;
  /** Reads, changes and writes one JSON object, retried when another writer got there first. */
  updateJson: <T>(key: string, update: (current: T | null) => T) => Promise<T>;
  /** Runs `fn` holding the lock `name` (a bundle's name, or `site`), against every process using this target. */
  withLock: <T>(name: string, fn: () => Promise<T>) => Promise<T>;
  /** A local folder holding every file below `prefix/` (an immutable release): the folder itself, or a download kept in a cache. */
  localCopy: (prefix: string) => Promise<string>;
}
