import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inlineScriptHashes } from '../serving/shell-csp';
import { liveIndexHtml, topLevelFiles } from './pointer';

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
  it('points the files of the release, and the listed entry scripts, at its folder', () => {
    const html = liveIndexHtml(PAGE, release, 'v7');
    expect(html).toContain('href=/releases/v7/favicon.svg');
    expect(html).toContain('id="shell-entries">["/releases/v7/main.abc.js","missing.js"]</script>');
    expect(html).toContain('href="https://example.com/"');
  });

  it('leaves the inline scripts as they are, so their CSP hashes hold', () => {
    const html = liveIndexHtml(PAGE, release, 'v7');
    const hashes = (text: string) =>
      inlineScriptHashes(text.replace(/<script type="application\/json"[^>]*>[^<]*<\/script>/, ''));
    expect(hashes(html)).toEqual(hashes(PAGE));
  });
});

describe('topLevelFiles', () => {
  it("copies the shell's public files to the top of a bucket folder, but no build output and no brotli twin", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'top-level-'));
    try {
      const files = ['favicon.svg', 'favicon.svg.br', 'share/home.png', 'main.abc.js', 'main.abc.js.br'];
      for (const file of [...files, 'index.html', 'index.html.br', 'node/remoteEntry.js']) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), '');
      }
      expect(topLevelFiles(dir).sort()).toEqual(['favicon.svg', 'share/home.png']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
