// What only a folder target promises beyond the DeploymentTarget contract, which s3-target.test.ts
// proves on a folder and on a bucket alike: a release appears under its name in one rename, an entry
// is switched by one rename, and a release is read where it lies.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { folderTarget } from './folder-target';

const RELEASE = 'marketing/releases/20261123-120509-abc1234';

let work = '';
let root = '';
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'folder-target-'));
  root = path.join(work, 'cdn');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** @returns the build folder */
function makeBuild(files: Record<string, string>): string {
  const dir = path.join(work, 'build');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

jest.setTimeout(60_000);

describe('a folder deployment target', () => {
  it('leaves nothing under the release name, and no half-copied folder beside it, when the copy fails', async () => {
    const build = makeBuild({ 'mf-manifest.json': '{}', 'main.js': 'main', 'static/js/1.js': 'one', 'z/last.js': 'z' });
    // fs.cp copies what comes before the pipe, then fails on it.
    execFileSync('mkfifo', [path.join(build, 'static', 'pipe')]);
    const target = folderTarget(root);
    await expect(target.writeRelease(RELEASE, build)).rejects.toThrow(/FIFO/);
    expect(existsSync(path.join(root, ...RELEASE.split('/')))).toBe(false);
    expect(readdirSync(path.join(root, 'marketing', 'releases'))).toEqual([]);
  });

  it('switches an entry by rename: readers running beside ten switches see the old or the new text, never a mix', async () => {
    const target = folderTarget(root);
    const key = 'marketing/mf-manifest.json';
    const long = JSON.stringify({ version: 'long', padding: 'x'.repeat(200_000) });
    const short = JSON.stringify({ version: 'short' });
    await target.switchEntry(key, long);
    const seen: (string | null)[] = [];
    let switching = true;
    const reader = (async () => {
      while (switching) seen.push(await target.readText(key));
    })();
    // At least ten switches, and on until the reader has read ten times however busy the machine is.
    for (let i = 0; (i < 10 || seen.length < 10) && i < 5000; i += 1) {
      await target.switchEntry(key, i % 2 ? long : short);
      await new Promise((resolve) => setImmediate(resolve));
    }
    switching = false;
    await reader;
    expect(seen.length).toBeGreaterThanOrEqual(10);
    expect(seen.filter((text) => text !== long && text !== short)).toEqual([]);
    expect(readdirSync(path.join(root, 'marketing'))).toEqual(['mf-manifest.json']);
  });

  it('gives a release folder itself as its local copy: nothing is copied', async () => {
    const target = folderTarget(root);
    await target.writeRelease(RELEASE, makeBuild({ 'mf-manifest.json': '{}' }));
    expect(await target.localCopy(RELEASE)).toBe(path.join(root, ...RELEASE.split('/')));
    expect(readdirSync(work).sort()).toEqual(['build', 'cdn']);
  });
});
