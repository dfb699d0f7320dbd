// The gate on releases that may no longer be loaded holds for every file of such a release (its
// manifest, stats, remote entry, a chunk, their compressed twins) and every spelling of its path,
// from a folder target and from a bucket through the CDN alike; the live release's files answer
// at their canonical spelling only; a release live before (not rolled back from) keeps its remote
// entry and chunks for pages still open on it, but not its manifests.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { releasePath } from 'release-layout';
import { CANONICAL_LOOKALIKES, oddSpellings } from '../support/fuzz/fuzz-paths.mjs';
import { unservedSpellings } from '../support/fuzz/release-spellings.mjs';
import {
  BUILT_IN_REMOTES,
  SHELL_BUNDLE,
  SWITCH_REASON,
  addCandidate,
  bundleKeys,
  createBundleCdn,
  createRemoteApp,
  folderPaths,
  folderTarget,
  s3Target,
  withdrawCandidate,
} from 'release';
import { clientOf, objectMeta, startLocalS3 } from 'site-servers';
import { folderReleaseGate } from '../../scripts/lib/serve-site.mjs';
import { rawGet } from '../../scripts/lib/test-support/raw-get.mjs';

jest.setTimeout(120_000);

const MARKETING = BUILT_IN_REMOTES[0] ?? SHELL_BUNDLE;
const EARLIER = '20261101-100000-aaaaaaa';
const LIVE = '20261110-100000-bbbbbbb';
const ROLLED_BACK = '20261115-100000-ddddddd';
const WITHDRAWN = '20261120-100000-ccccccc';
const CHUNK = '531.0123456789.js';

/** The files of each release, by kind: what a page starts a release from, and what it loads as it goes. */
const MANIFESTS = ['mf-manifest.json', 'mf-manifest.json.br', 'mf-manifest-stats.json', 'mf-stats.json'];
const CODE = ['remoteEntry.js', 'remoteEntry.js.br', CHUNK, `${CHUNK}.br`, `${CHUNK}.gz`];
const FILES = [...MANIFESTS, ...CODE];

/** @param {string} version @param {string} file */
const at = (version, file) => `/${releasePath(version, file)}`;

let work = '';
beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'release-spellings-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * Four releases of marketing: EARLIER live, then LIVE, then ROLLED_BACK, rolled back to LIVE; and
 * WITHDRAWN, a canary's candidate that was withdrawn.
 * @param {import('release').DeploymentTarget} target
 */
async function releases(target) {
  for (const version of [EARLIER, LIVE, ROLLED_BACK, WITHDRAWN]) {
    const dir = path.join(work, 'builds', version);
    mkdirSync(dir, { recursive: true });
    const text = (/** @type {string} */ file) => `/* ${file} of ${version} */\n${'x'.repeat(2000)}`;
    for (const file of FILES.filter((name) => !/\.(br|gz)$/.test(name))) {
      writeFileSync(path.join(dir, file), text(file));
      writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(text(file)));
    }
    writeFileSync(path.join(dir, `${CHUNK}.gz`), gzipSync(text(CHUNK)));
    await target.writeRelease(bundleKeys(MARKETING).release(version), dir);
  }
  const switches = [
    { version: EARLIER, reason: SWITCH_REASON.release },
    { version: LIVE, reason: SWITCH_REASON.release },
    { version: ROLLED_BACK, reason: SWITCH_REASON.release },
    { version: LIVE, reason: SWITCH_REASON.rollback },
  ].map((change, i) => ({ ...change, at: new Date(Date.UTC(2026, 10, 1 + i)).toISOString() }));
  const history = { bundle: MARKETING.name, live: LIVE, releases: [], switches };
  await target.switchEntry(bundleKeys(MARKETING).history, JSON.stringify(history));
  await target.switchEntry(bundleKeys(MARKETING).live, JSON.stringify({ version: LIVE }));
  await addCandidate(target, MARKETING, WITHDRAWN, 'canary');
  await withdrawCandidate(target, MARKETING, WITHDRAWN);
}

/**
 * Listens on a free loopback port. @param {import('node:http').RequestListener} app
 * @returns {Promise<{ port: number, stop: () => Promise<void> }>}
 */
async function listen(app) {
  const server = createServer(app);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const stop = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { port, stop };
}

/** @param {number} port @param {string} version @param {string[]} files */
const statuses = async (port, version, files) =>
  Object.fromEntries(
    await Promise.all(files.map(async (file) => [file, (await rawGet(port, at(version, file))).status])),
  );

/** @param {string[]} files @param {number} status */
const all = (files, status) => Object.fromEntries(files.map((file) => [file, status]));

/**
 * The checks of one server, started by `start` on a target holding `releases`.
 * @param {string} name
 * @param {() => Promise<{ target: import('release').DeploymentTarget,
 *   port: number, stop: () => Promise<void> }>} start
 */
function describeServer(name, start) {
  describe(name, () => {
    /** @type {Awaited<ReturnType<typeof start>>} */
    let server;
    beforeAll(async () => {
      server = await start();
    });
    afterAll(() => server?.stop());

    it.each([
      ['withdrawn', WITHDRAWN],
      ['rolled back', ROLLED_BACK],
    ])('answers every file of a %s release, in every spelling, with a 4xx', async (_kind, version) => {
      const problems = await unservedSpellings({ port: server.port, paths: FILES.map((file) => at(version, file)) });
      expect(problems).toEqual([]);
    });

    it("serves the live release's files at their canonical spelling, and no other", async () => {
      expect(await statuses(server.port, LIVE, FILES)).toEqual(all(FILES, 200));
      const problems = await unservedSpellings({ port: server.port, paths: FILES.map((file) => at(LIVE, file)) });
      // What was served: the canonical spelling, with or without a query, each asked three ways.
      expect(problems.filter(({ spelling }) => spelling !== 'canonical' && spelling !== 'withQuery')).toEqual([]);
      expect(problems.length).toBe(FILES.length * 2 * 3);
      expect(Object.keys(oddSpellings(at(LIVE, CHUNK))).length).toBeGreaterThan(CANONICAL_LOOKALIKES.length + 15);
    });

    it('keeps the code of a release live before for pages still open on it, but not its manifests', async () => {
      expect(await statuses(server.port, EARLIER, CODE)).toEqual(all(CODE, 200));
      expect(await statuses(server.port, EARLIER, MANIFESTS)).toEqual(all(MANIFESTS, 404));
    });

    it('serves a candidate, and nothing of it the moment it is withdrawn', async () => {
      await addCandidate(server.target, MARKETING, WITHDRAWN, 'preview');
      expect(await statuses(server.port, WITHDRAWN, FILES)).toEqual(all(FILES, 200));
      await withdrawCandidate(server.target, MARKETING, WITHDRAWN);
      expect(await statuses(server.port, WITHDRAWN, FILES)).toEqual(all(FILES, 404));
    });
  });
}

describeServer("a folder target's remote server", async () => {
  const root = path.join(work, 'folder');
  const target = folderTarget(root);
  await releases(target);
  const paths = folderPaths(root, MARKETING);
  const app = createRemoteApp({
    root: paths.dir,
    fallbackRoot: paths.liveRelease,
    mayServe: folderReleaseGate(root, MARKETING),
  });
  return { target, ...(await listen(app)) };
});

describeServer('the CDN in front of a bucket', async () => {
  const s3 = await startLocalS3({ dataDir: path.join(work, 's3'), bucket: 'spellings' });
  const client = clientOf(s3);
  const target = s3Target({
    bucket: 'spellings',
    prefix: 'site/',
    cacheDir: path.join(work, 'cache'),
    client,
    objectMeta,
  });
  await releases(target);
  const server = await listen(createBundleCdn({ target, bundle: MARKETING, cors: true, candidatesOnly: true }));
  const stop = async () => {
    await server.stop();
    client.destroy();
    await s3.stop();
  };
  return { target, port: server.port, stop };
});
