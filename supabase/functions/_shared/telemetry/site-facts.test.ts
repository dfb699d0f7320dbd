import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');

describe('site-facts.json (the manifest facts a deployed collect-telemetry function reads)', () => {
  it('equals what scripts/telemetry-site-facts.mjs derives from the site manifest and release-preview.json', () => {
    const expected = execFileSync(process.execPath, [path.join(ROOT, 'scripts/telemetry-site-facts.mjs'), '--print'], {
      encoding: 'utf8',
    });
    const actual = readFileSync(path.join(__dirname, 'site-facts.json'), 'utf8');
    // Compared as data (prettier may lay the file out differently). When this fails, run
    // `node scripts/telemetry-site-facts.mjs` and commit the file.
    expect(JSON.parse(actual)).toEqual(JSON.parse(expected));
  });
});
