// The live pointer's page (the release package's switching/pointer.ts) keeps the CSP hashes of
// the page (csp.mjs) valid.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inlineScriptHashes } from '../csp.mjs';
import { liveIndexHtml } from 'release';

let release = '';
beforeAll(() => {
  release = mkdtempSync(path.join(tmpdir(), 'pointer-'));
  for (const file of ['main.abc.js', 'favicon.svg']) writeFileSync(path.join(release, file), '');
});
afterAll(() => rmSync(release, { recursive: true, force: true }));

const PAGE =
  '<html><head><link rel=icon href=/favicon.svg><link rel=canonical href="https://example.com/">' +
  '<script>window.x=1</script></head><body><div id=root></div>' +
  '<script type="application/json" id="shell-entries">["main.abc.js","missing.js"]</script>' +
  '<script>load()</script></body></html>';

describe('liveIndexHtml', () => {
  it('leaves the inline scripts as they are, so their CSP hashes hold', () => {
    const html = liveIndexHtml(PAGE, release, 'v7');
    /** @param {string} text */
    const hashes = (text) =>
      inlineScriptHashes(text.replace(/<script type="application\/json"[^>]*>[^<]*<\/script>/, ''));
    expect(hashes(html)).toEqual(hashes(PAGE));
  });
});
