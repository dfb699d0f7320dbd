import { PAGE_FILES, SHELL_ENTRIES, jsonBlock, jsonListIn, rewriteJsonList, scriptJson } from './page-lists';

describe('the JSON data blocks of a page', () => {
  const page = `<head>${jsonBlock(PAGE_FILES, [{ href: '/a.js', as: 'script', first: true }])}</head><body>${jsonBlock(SHELL_ENTRIES, ['/main.js'])}</body>`;

  it('never lets the JSON end its script element', () => {
    expect(scriptJson({ a: '</script><script>alert(1)</script>' })).not.toMatch(/<\/script/i);
    expect(JSON.parse(scriptJson({ a: '</script>' }))).toEqual({ a: '</script>' });
  });

  it('reads back each list as written, and [] for a list the page does not carry', () => {
    expect(jsonListIn(page, SHELL_ENTRIES)).toEqual(['/main.js']);
    expect(jsonListIn(page, PAGE_FILES)).toEqual([{ href: '/a.js', as: 'script', first: true }]);
    expect(jsonListIn('<head></head>', SHELL_ENTRIES)).toEqual([]);
  });

  it('rewrites one list and leaves the rest of the page, or a page without it, as it is', () => {
    const rewritten = rewriteJsonList(page, SHELL_ENTRIES, (list) => [...list, '/boot.js']);
    expect(jsonListIn(rewritten, SHELL_ENTRIES)).toEqual(['/main.js', '/boot.js']);
    expect(rewritten.replace(jsonBlock(SHELL_ENTRIES, ['/main.js', '/boot.js']), '')).toBe(
      page.replace(jsonBlock(SHELL_ENTRIES, ['/main.js']), ''),
    );
    expect(rewriteJsonList('<head></head>', SHELL_ENTRIES, () => ['/x.js'])).toBe('<head></head>');
  });
});
