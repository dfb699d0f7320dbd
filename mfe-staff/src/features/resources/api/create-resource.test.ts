import { argsOf, createFakeSupabase } from '../test/fake-supabase';
import { createResource } from './create-resource';

const FIELDS = {
  type: 'Report',
  title: 'GCC Costs',
  description: null,
  url: 'https://example.com/a.pdf',
  published: false,
};

describe('createResource', () => {
  it('inserts exactly the columns staff may write and returns the stored row', async () => {
    const fake = createFakeSupabase();

    const row = await createResource(
      { ...FIELDS, id: 'chosen', created_at: '2000-01-01' } as typeof FIELDS,
      fake.client,
    );

    const [query] = fake.queries;
    expect(query?.table).toBe('resources');
    expect(query?.calls.map(([method]) => method)).toEqual(['insert', 'select', 'single']);
    expect(argsOf(query, 'insert')).toEqual([[FIELDS]]);
    expect(argsOf(query, 'select')).toEqual([[]]);
    expect(row).toMatchObject({ ...FIELDS, id: 'new-1' });
  });

  it('throws a refused insert with its report', async () => {
    const fake = createFakeSupabase();
    const report = { message: 'violates check constraint "resources_title_length"', code: '23514' };
    fake.answerNext('insert', { data: null, error: report });

    await expect(createResource(FIELDS, fake.client)).rejects.toMatchObject({ cause: report });
  });
});
