// `npm run releases` without a bundle and `npm run rollback -- --to <snapshot>` as typed: the
// entries (scripts/releases.mjs, scripts/rollback.mjs) in child processes, on a folder target.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILT_IN_REMOTES, ROOT, SHELL_BUNDLE, folderTarget, liveComposition, switchLive } from 'release';
import { publishFakeRelease } from 'release/testing';
import { NO_BACKEND_ENV } from './testing/no-backend.mjs';

/** The built-in remote at `index`. @param {number} index @returns {import('release').Bundle} */
const remoteAt = (index) => {
  const bundle = BUILT_IN_REMOTES[index];
  if (!bundle) throw new Error('the site manifest has fewer than two built-in remotes');
  return bundle;
};
const MARKETING = remoteAt(0);
const KNOWLEDGE_HUB = remoteAt(1);

let root = '';
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'timeline-commands-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Releases and switches as a team would: shell s1, marketing m1, hub k1, then m2 and k2. @param {import('release').DeploymentTarget} target */
async function aDayOfReleases(target) {
  for (const [bundle, version] of /** @type {const} */ ([
    [SHELL_BUNDLE, 's1'],
    [MARKETING, 'm1'],
    [KNOWLEDGE_HUB, 'k1'],
    [MARKETING, 'm2'],
    [KNOWLEDGE_HUB, 'k2'],
  ])) {
    await publishFakeRelease(target, bundle, version, path.join(root, '.builds'));
    await switchLive(target, bundle, version, 'release');
  }
}

/**
 * Runs a release command of the repository on the test's target.
 * @param {string} script @param {string[]} args
 * @returns {Promise<{ code: number, output: string }>}
 */
const command = (script, args) =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'scripts', script), ...args],
      { env: { ...process.env, ...NO_BACKEND_ENV, RELEASE_TARGET_DIR: root } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });

describe('the commands', () => {
  it('print the timeline without a bundle, and put the site back with --to', async () => {
    const target = folderTarget(root);
    await aDayOfReleases(target);
    const timeline = await command('releases.mjs', []);
    expect(timeline.code).toBe(0);
    expect(timeline.output).toMatch(/^LIVE\s+5\s/m);
    const back = await command('rollback.mjs', ['--to', '#3']);
    expect(back.output).toContain('The site is as snapshot #3 left it (2 bundle(s) switched)');
    expect(back.code).toBe(0);
    expect((await liveComposition(target))[MARKETING.name]).toBe('m1');
    const none = await command('rollback.mjs', []);
    expect(none.code).toBe(2);
    expect(none.output).toContain("Name a bundle, or a snapshot of the site's timeline with --to.");
  }, 30_000);
});
