import type { SupabaseClient } from './supabase-client';
import { getResources } from './get-resources';
import { makeResource, TEST_STORAGE } from '../test/fixtures';

function fakeClient(answer: { data: unknown; error: unknown }) {
  const order = jest.fn().mockResolvedValue(answer);
  const eq = jest.fn(() => ({ order }));
  const select = jest.fn(() => ({ eq }));
  const from = jest.fn(() => ({ select }));
  return { client: { from, storage: TEST_STORAGE } as unknown as SupabaseClient, from, select, eq, order };
}

describe('getResources', () => {
  it('reads every column of the published resources, newest first', async () => {
    const rows = [makeResource({ id: 'b' }), makeResource({ id: 'a' })];
    const fake = fakeClient({ data: rows, error: null });

    await expect(getResources(fake.client)).resolves.toEqual(rows);
    expect(fake.from).toHaveBeenCalledWith('resources');
    expect(fake.select).toHaveBeenCalledWith('*');
    // Staff signed in on this browser may read unpublished rows too: the Knowledge Hub never shows them.
    expect(fake.eq).toHaveBeenCalledWith('published', true);
    expect(fake.order).toHaveBeenCalledWith('created_at', { ascending: false });
  });

  it("gives each row the address of its document on the client's backend", async () => {
    const { documentUrl: _, ...stored } = makeResource({ url: 'resources/playbook.html' });
    const { documentUrl: __, ...placeholder } = makeResource({ id: 'b', url: '#' });
    const resources = await getResources(fakeClient({ data: [stored, placeholder], error: null }).client);

    expect(resources.map((r) => [r.url, r.documentUrl])).toEqual([
      ['resources/playbook.html', 'https://project.supabase.co/storage/v1/object/public/resources/playbook.html'],
      ['#', null],
    ]);
  });

  it('returns an empty list when the backend answers without data', async () => {
    await expect(getResources(fakeClient({ data: null, error: null }).client)).resolves.toEqual([]);
  });

  it('throws the backend error with its message', async () => {
    const failure = { message: 'permission denied for table resources', code: '42501' };
    const promise = getResources(fakeClient({ data: null, error: failure }).client);

    await expect(promise).rejects.toThrow('permission denied for table resources');
    await expect(promise).rejects.toMatchObject({ cause: failure });
  });

  it('rejects (does not throw synchronously) when no client has been configured', async () => {
    await expect(getResources()).rejects.toThrow(/not configured/);
  });
});
