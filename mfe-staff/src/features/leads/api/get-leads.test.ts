import { leadSearchFilter } from 'shared-ui';
import { fakeSupabase, listQueryCalls } from '../test/fake-supabase';
import { makeLeads } from '../test/fixtures';
import { LOAD_TIMED_OUT } from '../lib/messages';
import { getLeads, LeadsQueryError, LeadsTimeoutError, PageOutOfRangeError } from './get-leads';

const ok = (rows: unknown[], count: number) => ({ data: rows, error: null, count });

describe('getLeads', () => {
  it('asks for the 50 rows of the page and the exact count, newest first, nothing else', async () => {
    const rows = makeLeads(50, 51);
    const fake = fakeSupabase(() => ok(rows, 10_000));
    const signal = new AbortController().signal;

    await expect(getLeads({ filters: {}, page: 2, signal }, fake.client)).resolves.toEqual({ rows, count: 10_000 });
    expect(fake.queries).toHaveLength(1);
    expect(fake.queries[0]?.calls).toEqual(listQueryCalls(2));
    expect(fake.queries[0]?.signal).toBe(signal);
  });

  it('filters created_at from (inclusive) to (exclusive) and by the shared search text', async () => {
    const fake = fakeSupabase(() => ok([], 0));
    const filters = { from: '2026-01-01T05:00:00.000Z', to: '2026-02-01T05:00:00.000Z', q: 'Acme, "GCC"' };

    await getLeads({ filters, page: 1, signal: new AbortController().signal }, fake.client);

    expect(fake.queries[0]?.calls).toEqual(
      listQueryCalls(1, [
        ['gte', 'created_at', '2026-01-01T05:00:00.000Z'],
        ['lt', 'created_at', '2026-02-01T05:00:00.000Z'],
        ['or', 'name.ilike."*Acme, \\"GCC\\"*",email.ilike."*Acme, \\"GCC\\"*",company.ilike."*Acme, \\"GCC\\"*"'],
      ]),
    );
    // The same text as the export's or=(...) group, without the parentheses supabase-js adds.
    expect(`(${String(fake.queries[0]?.calls[4]?.[1])})`).toBe(leadSearchFilter('Acme, "GCC"'));
  });

  it('sends no abort signal when given none, and no search for blank text', async () => {
    const fake = fakeSupabase(() => ok([], 0));
    await getLeads({ filters: { q: '   ' }, page: 1 }, fake.client);
    expect(fake.queries[0]?.calls).toEqual(listQueryCalls(1).slice(0, -1));
  });

  it('gives an empty page and a zero count when the backend answers without them', async () => {
    const fake = fakeSupabase(() => ({ data: null, error: null, count: null }));
    await expect(getLeads({ filters: {}, page: 1 }, fake.client)).resolves.toEqual({ rows: [], count: 0 });
  });

  it('throws the backend error with its message', async () => {
    const failure = { message: 'permission denied for table resource_leads', code: '42501' };
    const promise = getLeads(
      { filters: {}, page: 1 },
      fakeSupabase(() => ({ data: null, error: failure, count: null })).client,
    );

    await expect(promise).rejects.toThrow(LeadsQueryError);
    await expect(promise).rejects.toThrow('permission denied for table resource_leads');
    await expect(promise).rejects.toMatchObject({ cause: failure });
  });

  it('says so when the page is past the end of the list', async () => {
    const failure = { code: 'PGRST103', message: 'Requested range not satisfiable', details: '' };
    const fake = fakeSupabase(() => ({ data: null, error: failure, count: null }));
    await expect(getLeads({ filters: {}, page: 9 }, fake.client)).rejects.toThrow(PageOutOfRangeError);
  });

  /** An API holding `total` leads that answers at most `maxRows` of any range (PostgREST's max_rows). */
  const cappedApi = (total: number, maxRows: number) =>
    fakeSupabase((query) => {
      const [, first, last] = query.calls.find((call) => call[0] === 'range') as [string, number, number];
      const end = Math.min(last, total - 1, first + maxRows - 1);
      return ok(first <= end ? makeLeads(end - first + 1, first + 1) : [], total);
    });
  const ranges = (fake: ReturnType<typeof fakeSupabase>) =>
    fake.queries.map((q) => q.calls.find((call) => call[0] === 'range')?.slice(1));

  it('asks for the rest of the page while the API answers fewer rows than asked (max_rows below 50)', async () => {
    const fake = cappedApi(130, 20);
    const page = await getLeads({ filters: {}, page: 1 }, fake.client);
    expect(page.rows.map((row) => row.name)).toEqual(makeLeads(50, 1).map((row) => row.name));
    expect(page.count).toBe(130);
    expect(ranges(fake)).toEqual([
      [0, 49],
      [20, 49],
      [40, 49],
    ]);
  });

  it('stops at the count on a last, partial page', async () => {
    const fake = cappedApi(130, 20);
    const page = await getLeads({ filters: {}, page: 3 }, fake.client);
    expect(page.rows).toHaveLength(30);
    expect(ranges(fake)).toEqual([
      [100, 149],
      [120, 149],
    ]);
  });

  it('stops when the API answers no rows, though the count promised more (the list shrank)', async () => {
    const fake = fakeSupabase((_query, index) => ok(index === 0 ? makeLeads(20, 1) : [], 130));
    await expect(getLeads({ filters: {}, page: 1 }, fake.client)).resolves.toMatchObject({ count: 130 });
    expect(fake.queries).toHaveLength(2);
  });

  it('says the query took too long when the database cancels it (statement timeout, 57014)', async () => {
    const failure = { code: '57014', message: 'canceling statement due to statement timeout' };
    const promise = getLeads(
      { filters: {}, page: 1 },
      fakeSupabase(() => ({ data: null, error: failure, count: null })).client,
    );
    await expect(promise).rejects.toThrow(LeadsTimeoutError);
    await expect(promise).rejects.toThrow(LOAD_TIMED_OUT);
  });
});
