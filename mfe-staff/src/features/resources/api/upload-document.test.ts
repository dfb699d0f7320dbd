import { createFakeSupabase } from '../test/fake-supabase';
import { pdfFile } from '../test/fixtures';
import { uploadDocument } from './upload-document';

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

  it('throws the storage error', async () => {
    const fake = createFakeSupabase();
    const error = Object.assign(new Error('The resource already exists'), { status: 409, statusCode: '409' });
    fake.answerNext('upload', { data: null, error });
    await expect(uploadDocument(pdfFile(), fake.client)).rejects.toBe(error);
  });
});
