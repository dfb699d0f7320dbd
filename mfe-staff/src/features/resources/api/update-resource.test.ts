import { argsOf, createFakeSupabase } from '../test/fake-supabase';
import { makeRow } from '../test/fixtures';
import { FAILURE_MESSAGES } from '../lib/failure-message';
import { updateResource } from './update-resource';

describe('updateResource', () => {
  it('sends only the given writable columns for the row with this id and returns the stored row', async () => {
    const fake = createFakeSupabase([makeRow({ id: 'res-9', published: true })]);

    const row = await updateResource('res-9', { published: false }, fake.client);

    const [query] = fake.queries;
    expect(query?.calls).toEqual([
      ['update', [{ published: false }]],
      ['eq', ['id', 'res-9']],
      ['select', []],
    ]);
    expect(row).toMatchObject({ id: 'res-9', published: false });
  });

  it('drops columns staff may not write', async () => {
    const fake = createFakeSupabase([makeRow({ id: 'res-9' })]);
    await updateResource('res-9', { title: 'New', id: 'other', created_at: 'x' } as { title: string }, fake.client);
    expect(argsOf(fake.queries[0], 'update')).toEqual([[{ title: 'New' }]]);
  });

  it('fails when no row came back: row-level security changed nothing', async () => {
    const fake = createFakeSupabase([]);
    await expect(updateResource('missing', { published: true }, fake.client)).rejects.toThrow(
      FAILURE_MESSAGES.notChanged,
    );
  });

  it('throws a refused update with its report', async () => {
    const fake = createFakeSupabase([makeRow()]);
    const report = { message: 'permission denied for table resources', code: '42501' };
    fake.answerNext('update', { data: null, error: report });
    await expect(updateResource('res-1', { published: false }, fake.client)).rejects.toMatchObject({ cause: report });
  });
});
