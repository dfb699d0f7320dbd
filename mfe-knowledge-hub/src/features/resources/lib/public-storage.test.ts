import { createClient } from '@supabase/supabase-js';
import { publicStorage } from './public-storage';

// supabase-js' own storage API, which the site no longer loads for the list: the same addresses.
const BACKENDS = [
  'https://abcd.supabase.co',
  'http://localhost:38321',
  'http://127.0.0.1:54321/',
  'https://x.test/base',
];
const PATHS = ['playbook.pdf', '2025/q3-report-é.pdf', '/leading-slash.pdf', 'a b.pdf', 'odd?name#1.pdf'];

describe('publicStorage', () => {
  it.each(BACKENDS)('gives the public address supabase-js gives, for a backend at %s', (backend) => {
    const storage = createClient(backend, 'public-anon-key', { auth: { persistSession: false } }).storage;
    for (const path of PATHS) {
      expect(publicStorage(backend).from('resources').getPublicUrl(path)).toEqual(
        storage.from('resources').getPublicUrl(path),
      );
    }
  });

  it('names the object under the public Storage path of the backend', () => {
    expect(publicStorage('http://localhost:54321').from('resources').getPublicUrl('a/b.pdf').data.publicUrl).toBe(
      'http://localhost:54321/storage/v1/object/public/resources/a/b.pdf',
    );
  });
});
