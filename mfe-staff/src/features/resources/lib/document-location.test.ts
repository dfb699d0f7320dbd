import { publicUrl } from '../test/fake-supabase';
import { documentHref, documentKind, isLink, storageLocation, type PublicUrls } from './document-location';

const storage: PublicUrls = {
  from: (bucket) => ({ getPublicUrl: (path) => ({ data: { publicUrl: publicUrl(bucket, path) } }) }),
};

describe('isLink', () => {
  it.each(['https://example.com/report.pdf', 'http://example.com', 'HTTPS://EXAMPLE.COM/A?b=c#d'])(
    'accepts %s',
    (url) => {
      expect(isLink(url)).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'ftp://example.com/report.pdf',
    'example.com/report.pdf',
    'https://',
    'https://exa mple.com',
    'https://example.com/\u00a0report',
    'resources/report.pdf',
    '#',
    '',
  ])('refuses %p', (url) => {
    expect(isLink(url)).toBe(false);
  });
});

describe('storageLocation', () => {
  it('splits a location into bucket and path', () => {
    expect(storageLocation('resources/abc/annual-report.pdf')).toEqual({
      bucket: 'resources',
      path: 'abc/annual-report.pdf',
    });
  });

  it.each([
    'resources/',
    'resources//a.pdf',
    'resources/../secret.pdf',
    'resources/./a.pdf',
    'Resources/a.pdf',
    'https://x/a.pdf',
    null,
  ])('is null for %p, which the database does not accept as a location', (url) => {
    expect(storageLocation(url)).toBeNull();
  });
});

describe('documentKind and documentHref', () => {
  it.each([
    ['resources/abc/report.pdf', 'upload', publicUrl('resources', 'abc/report.pdf')],
    ['https://example.com/report.pdf', 'link', 'https://example.com/report.pdf'],
    ['#', 'none', null],
    [null, 'none', null],
  ] as const)('%p is %s and opens at %p', (url, kind, href) => {
    expect(documentKind(url)).toBe(kind);
    expect(documentHref(url, storage)).toBe(href);
  });
});
