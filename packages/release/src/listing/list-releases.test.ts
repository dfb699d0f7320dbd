import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_BUNDLES } from '../bundles/site-bundles';
import { updateHistory } from '../layout/release-history';
import { folderPaths, folderTarget } from '../targets/folder-target';
import { releasesTable } from './list-releases';

const [bundle] = REMOTE_BUNDLES;
if (!bundle) throw new Error('the site manifest names no remote bundle');
let target = '';
beforeEach(() => {
  target = mkdtempSync(path.join(tmpdir(), 'releases-'));
});
afterEach(() => rmSync(target, { recursive: true, force: true }));

/** A release of the history. */
const record = (version: string, commit: string) => ({
  version,
  publishedAt: '2026-11-23T12:00:00.000Z',
  commit,
  source: '.',
  by: 'ana',
  fingerprint: version,
});

describe('releasesTable', () => {
  it('says so when the bundle has no releases yet', async () => {
    expect(await releasesTable(bundle, folderTarget(target))).toBe(`${bundle.name}: no releases in ${target} yet.`);
  });

  it('lists the releases newest first, marks the live one and says since when it is live', async () => {
    const paths = folderPaths(target, bundle);
    mkdirSync(paths.dir, { recursive: true });
    await updateHistory(folderTarget(target), bundle, (history) =>
      Object.assign(history, {
        bundle: bundle.name,
        live: 'v1',
        releases: [record('v1', 'aaa1111'), record('v2', 'bbb2222')],
        switches: [
          { version: 'v2', at: '2026-11-23T12:00:00.000Z', reason: 'release' },
          { version: 'v1', at: '2026-11-23T12:30:00.000Z', reason: 'rollback' },
        ],
      }),
    );
    writeFileSync(paths.live, JSON.stringify({ version: 'v1' }));

    const lines = (await releasesTable(bundle, folderTarget(target))).split('\n');
    const rows = lines.filter((line) => /\bv[12]\b/.test(line));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/^\s+v2\s.*bbb2222\s+ana/);
    expect(rows[1]).toMatch(/^LIVE\s+v1\s.*aaa1111\s+ana/);
    expect(lines.at(-2)).toMatch(/^live since 2026-11-23 \d\d:30:00 \(rollback\)$/);
    // v2 was rolled back from: a rollback has nowhere to go.
    expect(lines.at(-1)).toBe(`npm run rollback -- ${bundle.name}: nothing earlier to go back to`);
  });
});
