import { argsOf, createFakeSupabase, publicUrl } from '../test/fake-supabase';
import { ROWS } from '../test/fixtures';
import { listResources } from './list-resources';

describe('listResources', () => {
  it('reads every resource, drafts included, newest first, with the columns the list shows', async () => {
    const fake = createFakeSupabase(ROWS);

    const resources = await listResources(fake.client);

    const [query] = fake.queries;
    expect(query?.table).toBe('resources');
    expect(query?.calls).toEqual([
      ['select', ['id, created_at, type, title, description, url, published']],
      ['order', ['created_at', { ascending: false }]],
    ]);
    expect(argsOf(query, 'eq')).toEqual([]);
    expect(resources.map((r) => [r.id, r.published])).toEqual([
      ['res-3', true],
      ['res-2', false],
      ['res-1', true],
    ]);
  });

  it("adds where each document opens: an upload's public URL, a link as it is, none for '#'", async () => {
    const resources = await listResources(createFakeSupabase(ROWS).client);
    expect(resources.map((r) => r.documentHref)).toEqual([
      publicUrl('resources', 'landscape.pdf'),
      'https://example.com/playbook.pdf',
      null,
    ]);
  });

  it('throws the backend error with its message and report', async () => {
    const fake = createFakeSupabase();
    const report = { message: 'permission denied for table resources', code: '42501' };
    fake.answerNext('select', { data: null, error: report });

    const promise = listResources(fake.client);
    await expect(promise).rejects.toThrow('permission denied for table resources');
    await expect(promise).rejects.toMatchObject({ cause: report });
  });

  it('rejects, rather than throwing at once, when no client has been configured', async () => {
    await expect(listResources()).rejects.toThrow(/not configured/);
  });
});
