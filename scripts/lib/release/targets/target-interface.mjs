// What the release tools need of a place a site is deployed to. Two implementations: a folder
// (folder-target.mjs, what `npm start` serves) and an S3-compatible bucket (s3-target.mjs).
// Keys are `/`-separated paths below the target's root, such as `marketing/releases/<v>/main.js`.

/**
 * @typedef {object} DeploymentTarget
 * @property {'folder' | 's3' | 'memory'} kind
 * @property {string} label how messages name it: the folder, or `s3://bucket/prefix`
 * @property {string | null} root the folder, for a folder target; null for a bucket
 * @property {(key: string) => Promise<string | null>} readText an object's text, or null when there is none
 * @property {(key: string) => Promise<boolean>} exists
 * @property {(prefix: string) => Promise<string[]>} list every key below `prefix/`, relative to it
 * @property {(prefix: string, dir: string) => Promise<void>} writeRelease uploads every file of
 *   `dir` below `prefix/` as immutable objects, each with its Content-Type and Cache-Control, before
 *   it returns; fails, writing nothing visible, when `prefix` holds anything already
 * @property {(key: string, body: string | Buffer) => Promise<void>} switchEntry replaces one object whole
 *   (a live pointer, a page): readers see the old or the new text, never a mix
 * @property {<T>(key: string, update: (current: T | null) => T) => Promise<T>} updateJson
 *   read, change and write one JSON object, retried when another writer got there first
 * @property {<T>(name: string, fn: () => Promise<T>) => Promise<T>} withLock runs `fn` holding
 *   the lock `name` (a bundle's name, or `site`), against every process using this target
 * @property {(prefix: string) => Promise<string>} localCopy a local folder holding every file below
 *   `prefix/` (an immutable release): the folder itself, or a download kept in a cache
 */

export {};
