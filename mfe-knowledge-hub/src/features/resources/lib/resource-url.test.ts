import { openableUrl } from './resource-url';

describe('openableUrl', () => {
  it.each(['https://example.com/playbook.pdf', 'http://localhost:54321/storage/v1/object/public/resources/a.html'])(
    'opens the http(s) address %s',
    (url) => {
      expect(openableUrl(url)).toBe(url);
    },
  );

  it('trims spaces around an address', () => {
    expect(openableUrl('  https://example.com/a  ')).toBe('https://example.com/a');
  });

  it.each([
    ['no url', null],
    ['undefined', undefined],
    ['an empty url', ''],
    ['spaces', '   '],
    ['the # placeholder', '#'],
    ['a javascript: url', 'javascript:alert(1)'],
    ['a mixed-case javascript: url', ' JavaScript:alert(1)'],
    ['a data: url', 'data:text/html,<script>alert(1)</script>'],
    ['an ftp: url', 'ftp://example.com/file.pdf'],
    ['a relative path', '/docs/file.pdf'],
    ['a mailto: url', 'mailto:info@example.com'],
  ])('opens nothing for %s', (_name, url) => {
    expect(openableUrl(url)).toBeNull();
  });
});
