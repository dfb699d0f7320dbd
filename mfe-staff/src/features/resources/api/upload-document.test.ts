import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '../../../shared/supabase-client';
import { createFakeSupabase } from '../test/fake-supabase';
import { fakePdfFile, pdfFile, pdfFileTyped } from '../test/fixtures';
import { uploadDocument } from './upload-document';

/** A Blob's content as text (jsdom's Blob has no text()). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('uploadDocument', () => {
  it('uploads to the resources bucket as a PDF, never replacing, and returns resources/<path>', async () => {
    const fake = createFakeSupabase();
    const file = pdfFile('Annual Report 2025.pdf');

    const url = await uploadDocument(file, fake.client, () => 'f3a1c2e8-0000-4000-8000-000000000001');

    expect(fake.uploads).toEqual([
      {
        bucket: 'resources',
        path: 'f3a1c2e8-0000-4000-8000-000000000001/annual-report-2025.pdf',
        body: file,
        options: { contentType: 'application/pdf', upsert: false },
      },
    ]);
    expect(url).toBe('resources/f3a1c2e8-0000-4000-8000-000000000001/annual-report-2025.pdf');
  });

  it('puts every upload under a new random UUID folder by default', async () => {
    const fake = createFakeSupabase();
    await uploadDocument(pdfFile('a.pdf'), fake.client);
    await uploadDocument(pdfFile('a.pdf'), fake.client);

    const [first, second] = fake.uploads.map((u) => u.path.split('/'));
    expect(first?.[0]).toMatch(UUID);
    expect(second?.[0]).toMatch(UUID);
    expect(first?.[0]).not.toBe(second?.[0]);
    expect(first?.[1]).toBe('a.pdf');
  });

  it.each([
    ['no type', ''],
    ['a wrong type', 'application/octet-stream'],
    ['the type of another kind of file', 'text/plain'],
  ])('stores a PDF the browser gave %s as application/pdf, with its name and bytes', async (_, type) => {
    const fake = createFakeSupabase();
    const file = pdfFileTyped(type, 'Tier 2 report.pdf');

    await uploadDocument(file, fake.client, () => 'f3a1c2e8-0000-4000-8000-000000000001');

    const [upload] = fake.uploads;
    expect(upload?.path).toBe('f3a1c2e8-0000-4000-8000-000000000001/tier-2-report.pdf');
    expect(upload?.body).toBeInstanceOf(File);
    const body = upload?.body as File;
    expect(body.type).toBe('application/pdf');
    expect(body.name).toBe('Tier 2 report.pdf');
    expect(await textOf(body)).toBe('%PDF-1.7\n');
  });

  it.each([
    ['named and typed as a PDF', fakePdfFile('brochure.pdf')],
    ['without a type', new File(['<html>hello</html>'], 'brochure.pdf')],
  ])('refuses content that is not a PDF, %s, with the form message, and stores nothing', async (_, file) => {
    const fake = createFakeSupabase();
    await expect(uploadDocument(file, fake.client)).rejects.toThrow('Only PDF documents can be uploaded.');
    expect(fake.uploads).toEqual([]);
  });

  it("sends an untyped PDF to storage as a form part typed application/pdf, through supabase-js's own client", async () => {
    // supabase-js sends a File as multipart/form-data and ignores contentType: the part's type is what storage keeps.
    // What storage-js reads of an answer (jsdom has no Response).
    const answer = { ok: true, status: 200, json: async () => ({ Key: 'resources/x/a.pdf', Id: 'object-1' }) };
    const fetch = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer as unknown as Response);
    const client = createClient('https://project.supabase.co', 'sb_publishable_abc', {
      global: { fetch },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    }) as unknown as SupabaseClient;

    await uploadDocument(pdfFileTyped('', 'a.pdf'), client, () => 'x');

    const [address, init] = fetch.mock.calls[0] ?? [];
    expect(String(address)).toBe('https://project.supabase.co/storage/v1/object/resources/x/a.pdf');
    expect(init?.body).toBeInstanceOf(FormData);
    const part = (init?.body as FormData).get('') as File;
    expect(part.type).toBe('application/pdf');
    expect(await textOf(part)).toBe('%PDF-1.7\n');
  });

  it('throws the storage error', async () => {
    const fake = createFakeSupabase();
    const error = Object.assign(new Error('The resource already exists'), { status: 409, statusCode: '409' });
    fake.answerNext('upload', { data: null, error });
    await expect(uploadDocument(pdfFile(), fake.client)).rejects.toBe(error);
  });
});
