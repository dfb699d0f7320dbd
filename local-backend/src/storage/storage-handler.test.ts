import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BackendContext } from '../http/context';
import { handleStorage } from './storage-handler';

// Downloads from a repository folder of its own: the bucket holds PDFs only, so a stray source
// file beside them is not served, and no name or link leads out of the bucket's folder.
let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'storage-handler-'));
  const bucket = path.join(dir, 'supabase/storage/resources');
  await mkdir(bucket, { recursive: true });
  await writeFile(path.join(bucket, 'guide.pdf'), '%PDF-1.7\n% guide\n');
  await writeFile(path.join(bucket, 'guide.html'), '<!doctype html><script>alert(1)</script>');
  await writeFile(path.join(bucket, 'document.css'), 'body { color: red }');
  await writeFile(path.join(dir, 'secret.pdf'), '%PDF-1.7\n% secret\n');
  await symlink(path.join(dir, 'secret.pdf'), path.join(bucket, 'linked.pdf'));
  // No uploads: the bucket is public and holds no object rows, so only the repository's files answer.
  const db = { query: async (sql: string) => ({ rows: sql.includes('storage.buckets') ? [{ public: true }] : [] }) };
  const ctx = { db, supabaseDir: path.join(dir, 'supabase'), storageDir: path.join(dir, 'data/storage') };
  server = createServer((req, res) => {
    void handleStorage(req, res, new URL(req.url ?? '/', 'http://localhost'), ctx as BackendContext);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/storage/v1/object/public/resources`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('documents of the repository', () => {
  it('serves a PDF inline as application/pdf', async () => {
    const response = await fetch(`${base}/guide.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="guide.pdf"');
    expect(await response.text()).toBe('%PDF-1.7\n% guide\n');
  });

  it.each(['guide.html', 'document.css', 'linked.pdf', '..%2Fsecret.pdf'])(
    'answers storage\'s NoSuchKey for %s: HTTP 400, statusCode "404"',
    async (name) => {
      const response = await fetch(`${base}/${name}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ statusCode: '404', error: 'not_found' });
    },
  );

  it('serves nothing outside the bucket to a path that climbs out of /object/public (fetch resolves `%2e%2e`)', async () => {
    // The URL becomes /storage/v1/object/secret.pdf: an authenticated download, refused without a key.
    const response = await fetch(`${base}/%2e%2e/%2e%2e/secret.pdf`);
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain('secret');
  });
});
