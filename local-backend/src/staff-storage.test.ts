import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { clientFor, signedInClient, startTestBackend, type TestBackend, bodyStart } from './test-support/test-backend';

// Publishing a document: staff upload a PDF to the public `resources` bucket with supabase-js,
// as the staff pages will; the storage policies of the migrations decide, by the caller's role.
let backend: TestBackend;
let anon: SupabaseClient;
let member: SupabaseClient;
let staff: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  anon = clientFor(backend);
  member = await signedInClient(backend, 'member@acme.co.in');
  staff = await signedInClient(backend, 'content@gcc-advisory.com', { staff: true });
}, 60_000);
afterAll(() => backend?.cleanup());

const MB = 1024 * 1024;
const pdf = (text = 'GCC playbook', size = 0): Buffer => {
  const body = Buffer.from(`%PDF-1.7\n% ${text}\n`);
  return size > body.length ? Buffer.concat([body, Buffer.alloc(size - body.length, 0x20)]) : body;
};
const publicUrl = (name: string) => `${backend.url}/storage/v1/object/public/resources/${name}`;
const bucket = (client: SupabaseClient) => client.storage.from('resources');

describe('uploads to the resources bucket', () => {
  it('stores a staff upload (raw body) in the data folder and serves it inline as a PDF', async () => {
    const { data, error } = await bucket(staff).upload('guides/operating-model-2026.pdf', pdf(), {
      contentType: 'application/pdf',
    });
    expect(error).toBeNull();
    expect(data).toEqual({
      path: 'guides/operating-model-2026.pdf',
      fullPath: 'resources/guides/operating-model-2026.pdf',
      id: expect.any(String),
    });
    expect(await readdir(path.join(backend.dataDir, 'storage', 'resources', 'guides'))).toEqual([
      'operating-model-2026.pdf',
    ]);

    const url = bucket(anon).getPublicUrl('guides/operating-model-2026.pdf').data.publicUrl;
    expect(url).toBe(publicUrl('guides/operating-model-2026.pdf'));
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="operating-model-2026.pdf"');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pdf());
  });

  it('stores a staff upload sent as a File (multipart/form-data, as from a file input)', async () => {
    const file = new File([new Uint8Array(pdf('from the browser'))], 'Tier 2 report.pdf', { type: 'application/pdf' });
    const { data, error } = await bucket(staff).upload('reports/tier-2-cities.pdf', file);
    expect(error).toBeNull();
    expect(data?.fullPath).toBe('resources/reports/tier-2-cities.pdf');
    const served = await fetch(publicUrl('reports/tier-2-cities.pdf'));
    expect(Buffer.from(await served.arrayBuffer())).toEqual(pdf('from the browser'));
  });

  it('refuses a second upload to the same path (statusCode 409, HTTP 400 as hosted) unless it is an upsert', async () => {
    const again = await bucket(staff).upload('guides/operating-model-2026.pdf', pdf('v2'), {
      contentType: 'application/pdf',
    });
    expect(again.error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });
    const upsert = await bucket(staff).upload('guides/operating-model-2026.pdf', pdf('v2'), {
      contentType: 'application/pdf',
      upsert: true,
    });
    expect(upsert.error).toBeNull();
    expect(await (await fetch(publicUrl('guides/operating-model-2026.pdf'))).text()).toContain('v2');
  });

  it('refuses content that is not a PDF, even named .pdf, and keeps nothing', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const raw = await bucket(staff).upload('evil.pdf', html, { contentType: 'application/pdf' });
    expect(raw.error).toMatchObject({ status: 400, statusCode: '415', message: expect.stringContaining('%PDF-') });
    const form = await bucket(staff).upload(
      'evil2.pdf',
      new File([new Uint8Array(html)], 'evil2.pdf', { type: 'application/pdf' }),
    );
    expect(form.error).toMatchObject({ statusCode: '415' });
    expect((await fetch(publicUrl('evil.pdf'))).status).toBe(400);
    expect(await readdir(path.join(backend.dataDir, 'storage', 'resources'))).not.toContain('evil.pdf');
  });

  it('refuses a name that is not .pdf by the staff policy (statusCode 403), and serves nothing under it', async () => {
    const { error } = await bucket(staff).upload('page.html', pdf(), { contentType: 'text/html' });
    expect(error).toMatchObject({ status: 400, statusCode: '403' });
    expect((await fetch(publicUrl('page.html'))).status).toBe(400);
  });

  it('accepts exactly 20 MiB and refuses one byte more with statusCode 413, raw or multipart', async () => {
    const limit = 20 * MB;
    expect((await bucket(staff).upload('big/at-limit.pdf', pdf('big', limit))).error).toBeNull();
    const over = await bucket(staff).upload('big/over.pdf', pdf('big', limit + 1), { contentType: 'application/pdf' });
    expect(over.error).toMatchObject({ statusCode: '413', message: 'The object exceeded the maximum allowed size' });
    const overForm = await bucket(staff).upload(
      'big/over-form.pdf',
      new File([new Uint8Array(pdf('big', limit + 1))], 'x.pdf'),
    );
    expect(overForm.error).toMatchObject({ statusCode: '413' });
    expect((await fetch(publicUrl('big/over.pdf'))).status).toBe(400);
    expect(await readdir(path.join(backend.dataDir, 'storage', 'resources', 'big'))).toEqual(['at-limit.pdf']);
  }, 60_000);

  it('refuses a member and a visitor (statusCode 403) before reading the file, and keeps nothing', async () => {
    for (const client of [member, anon]) {
      const { error } = await bucket(client).upload('guides/not-mine.pdf', pdf(), { contentType: 'application/pdf' });
      expect(error).toMatchObject({
        status: 400,
        statusCode: '403',
        message: 'new row violates row-level security policy',
      });
    }
    expect((await fetch(publicUrl('guides/not-mine.pdf'))).status).toBe(400);
    // A refused caller's large upload is answered without waiting for the whole body to be stored.
    const big = await bucket(member).upload('guides/big.pdf', pdf('x', 25 * MB), { contentType: 'application/pdf' });
    expect(big.error).toMatchObject({ statusCode: '403' });
  }, 60_000);

  it('refuses a member an upsert over a staff document', async () => {
    const { error } = await bucket(member).upload('guides/operating-model-2026.pdf', pdf('defaced'), {
      contentType: 'application/pdf',
      upsert: true,
    });
    expect(error).toMatchObject({ statusCode: '403' });
    expect(await (await fetch(publicUrl('guides/operating-model-2026.pdf'))).text()).toContain('v2');
  });

  it('refuses paths that leave the bucket or are not storage locations', async () => {
    for (const name of ['a b.pdf', '..%2Fsecret.pdf', 'x%5C..%5Cy.pdf', 'tab%09.pdf']) {
      const response = await fetch(`${backend.url}/storage/v1/object/resources/${name}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${(await staff.auth.getSession()).data.session?.access_token}`,
          apikey: backend.publishableKey,
          'Content-Type': 'application/pdf',
        },
        body: pdf(),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ statusCode: '400', error: 'InvalidKey' });
    }
    const missing = await staff.storage.from('private').upload('a.pdf', pdf());
    expect(missing.error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  });

  it('still serves the seeded documents of the repository, as PDFs like the uploads', async () => {
    const response = await fetch(publicUrl('gcc-operating-model-playbook.pdf'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="gcc-operating-model-playbook.pdf"');
    expect(await bodyStart(response)).toBe('%PDF-');
  });
});
