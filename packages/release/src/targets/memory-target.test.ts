// The memory target keeps the deployment-target contract (deployment-target.ts) that the folder and
// the bucket keep: what the release commands' tests rely on when they run on it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { memoryTarget } from './memory-target';

const RELEASE = 'marketing/releases/20261128-090000-abc1234';

let work = '';
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'memory-target-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** A build folder with `files`. */
function build(files: Record<string, string>): string {
  const dir = path.join(work, 'build');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('a memory deployment target', () => {
  it('answers null and false for what it does not hold', async () => {
    const target = memoryTarget({ scratch: work });
    expect(await target.readText('marketing/live.json')).toBeNull();
    expect(await target.exists('marketing/live.json')).toBe(false);
    expect(await target.list('marketing')).toEqual([]);
  });

  it('holds a release whole, lists it, refuses to write it twice and copies it to a folder', async () => {
    const target = memoryTarget({ scratch: path.join(work, 'scratch') });
    await target.writeRelease(RELEASE, build({ 'mf-manifest.json': '{}', 'static/js/1.js': 'one' }));
    expect((await target.list(RELEASE)).sort()).toEqual(['mf-manifest.json', 'static/js/1.js']);
    expect(await target.list('marketing')).toHaveLength(2);
    await expect(target.writeRelease(RELEASE, build({ 'other.js': 'x' }))).rejects.toThrow(/never written twice/);
    const copy = await target.localCopy(RELEASE);
    expect(readFileSync(path.join(copy, 'static/js/1.js'), 'utf8')).toBe('one');
  });

  it('replaces an entry whole and changes a JSON object from what it holds', async () => {
    const target = memoryTarget({ scratch: work });
    await target.switchEntry('marketing/mf-manifest.json', 'first');
    await target.switchEntry('marketing/mf-manifest.json', Buffer.from('second'));
    expect(await target.readText('marketing/mf-manifest.json')).toBe('second');
    await target.updateJson('marketing/history.json', (current: { n: number } | null) => ({
      n: (current?.n ?? 0) + 1,
    }));
    expect(
      await target.updateJson('marketing/history.json', (current: { n: number } | null) => ({
        n: (current as { n: number }).n + 1,
      })),
    ).toEqual({ n: 2 });
    expect(JSON.parse((await target.readText('marketing/history.json')) ?? '')).toEqual({ n: 2 });
  });

  it('runs the holders of one lock one after another, even when one fails', async () => {
    const target = memoryTarget({ scratch: work });
    const order: string[] = [];
    const hold = (name: string, ms: number, fail = false) =>
      target.withLock('marketing', async () => {
        order.push(`${name} in`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        order.push(`${name} out`);
        if (fail) throw new Error(name);
      });
    const results = await Promise.allSettled([
      hold('a', 30, true),
      hold('b', 1),
      target.withLock('site', async () => 's'),
    ]);
    expect(order).toEqual(['a in', 'a out', 'b in', 'b out']);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
  });
});
