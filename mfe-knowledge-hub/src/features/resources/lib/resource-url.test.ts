import { createClient } from '@supabase/supabase-js';
import { TEST_STORAGE } from '../test/fixtures';
import { documentUrl } from './resource-url';

// The real storage API of supabase-js, as the site's client has it: the addresses below are the
// ones the browser opens, for a hosted project and for the local backend on any port.
const clients = new Map<string, ReturnType<typeof createClient>>();
// One client per backend, as on the site (supabase-js warns about a second one for the same project).
const storageOf = (url: string) => {
  if (!clients.has(url)) clients.set(url, createClient(url, 'public-anon-key', { auth: { persistSession: false } }));
  return clients.get(url)!.storage;
};

describe('documentUrl', () => {
  it.each([
    ['https://abcd.supabase.co', 'https://abcd.supabase.co/storage/v1/object/public/resources/playbook.html'],
    ['http://localhost:38321', 'http://localhost:38321/storage/v1/object/public/resources/playbook.html'],
  ])('turns a storage location into the public URL of the backend at %s', (backend, expected) => {
    expect(documentUrl('resources/playbook.html', storageOf(backend))).toBe(expected);
  });

  it('keeps folders inside the bucket and encodes what a URL cannot hold', () => {
    expect(documentUrl('resources/2025/q3-report-é.pdf', storageOf('https://abcd.supabase.co'))).toBe(
      'https://abcd.supabase.co/storage/v1/object/public/resources/2025/q3-report-%C3%A9.pdf',
    );
  });

  it('matches the test fixtures, which build hosted addresses without a client', () => {
    expect(documentUrl('resources/a/b.html', storageOf('https://project.supabase.co'))).toBe(
      documentUrl('resources/a/b.html', TEST_STORAGE),
    );
  });

  it.each(['https://example.com/playbook.pdf', 'http://example.com/storage/v1/object/public/resources/a.html'])(
    'opens the absolute http(s) address %s as it is',
    (url) => {
      expect(documentUrl(url, storageOf('https://abcd.supabase.co'))).toBe(url);
    },
  );

  it('trims spaces around an address', () => {
    expect(documentUrl('  https://example.com/a  ', storageOf('https://abcd.supabase.co'))).toBe(
      'https://example.com/a',
    );
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
    ['a root-relative path', '/docs/file.pdf'],
    ['a mailto: url', 'mailto:info@example.com'],
    ['a bucket without a path', 'resources/'],
    ['a path that climbs out of its bucket', 'resources/../secrets/a.html'],
    ['an empty path segment', 'resources//a.html'],
    ['a space in a storage path (the database refuses it too)', 'resources/q3 report.pdf'],
  ])('opens nothing for %s', (_name, url) => {
    expect(documentUrl(url, storageOf('https://abcd.supabase.co'))).toBeNull();
  });
});
