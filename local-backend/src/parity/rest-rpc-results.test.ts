import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SUPABASE_DIR } from '../paths';
import { startLocalBackend, type LocalBackend } from '../start-local-backend';
import { copyTemplateDatabase } from '../test-support/template-database';
import { clientFor } from '../test-support/test-backend';

// The result of /rest/v1/rpc/<function> read as PostgREST reads it (v13 src/PostgREST/Plan.hs
// callReadPlan, Query/Statements.hs prepareCall, Query.hs failExceedsMaxAffectedPref). Local only:
// it needs functions of every return shape, added by an extra migration to a copy of supabase/.
let backend: LocalBackend;
let tempDir: string;
let service: SupabaseClient;

const MIGRATION = `
create table public.rpc_items (id integer primary key, name text not null, parent_id integer references public.rpc_items (id));
insert into public.rpc_items values (1, 'one', null), (2, 'two', 1), (3, 'three', 1), (4, 'four', 2), (5, 'five', 2);
grant select, update on public.rpc_items to service_role;
create function public.rpc_items_below(max_id integer) returns setof public.rpc_items
  language sql stable as $$ select * from public.rpc_items where id < max_id order by id $$;
create function public.rpc_item(item_id integer) returns public.rpc_items
  language sql stable as $$ select * from public.rpc_items where id = item_id $$;
create function public.rpc_pairs() returns table (a integer, b text)
  language sql stable as $$ select id, name from public.rpc_items order by id $$;
create function public.rpc_add(a integer, b integer) returns integer language sql immutable as $$ select a + b $$;
create function public.rpc_rename_all(prefix text) returns setof public.rpc_items
  language sql as $$ update public.rpc_items set name = prefix || id returning * $$;
create function public.rpc_touch() returns void language sql as $$ select 1 $$;
grant execute on all functions in schema public to service_role;`;

beforeAll(async () => {
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'rest-rpc-results-'));
  const supabaseDir = path.join(tempDir, 'supabase');
  await cp(SUPABASE_DIR, supabaseDir, {
    recursive: true,
    filter: (source) => !/[\\/](functions|documents|tests|types)$/.test(source),
  });
  await writeFile(path.join(supabaseDir, 'migrations', '29990101000000_rpc_results.sql'), MIGRATION);
  await copyTemplateDatabase(path.join(tempDir, 'data'));
  backend = await startLocalBackend({ port: 0, dataDir: path.join(tempDir, 'data'), supabaseDir, log: () => {} });
  service = clientFor(backend, backend.secretKey);
}, 60_000);
afterAll(async () => {
  await backend?.stop();
  await rm(tempDir, { recursive: true, force: true });
});

const rpc = (pathAndQuery: string, init: RequestInit = {}) =>
  fetch(`${backend.url}/rest/v1/rpc/${pathAndQuery}`, {
    ...init,
    headers: {
      apikey: backend.secretKey,
      Authorization: `Bearer ${backend.secretKey}`,
      'Content-Type': 'application/json',
      ...(init.headers as Record<string, string>),
    },
  });
const answer = async (response: Response) => ({
  status: response.status,
  range: response.headers.get('content-range'),
  body: response.status === 204 ? null : ((await response.json()) as unknown),
});

describe('select, filters, order and range on a function of rows (PostgREST test/spec/Feature/Query/RpcSpec.hs "can filter proc results")', () => {
  it('filters and selects with GET, where an operator value filters and any other value is an argument', async () => {
    expect(await answer(await rpc('rpc_items_below?max_id=5&id=gt.1&select=id'))).toEqual({
      status: 200,
      range: '0-2/*',
      body: [{ id: 2 }, { id: 3 }, { id: 4 }],
    });
  });

  it('takes is.not_null and not. (QueryParams.hs pIsVal)', async () => {
    expect(
      await answer(await rpc('rpc_items_below?max_id=9&parent_id=is.not_null&id=not.eq.3&select=id')),
    ).toMatchObject({
      body: [{ id: 2 }, { id: 4 }, { id: 5 }],
    });
  });

  it('filters, limits and offsets a POST, as supabase-js builds it', async () => {
    const { data, error, count } = await service
      .rpc('rpc_items_below', { max_id: 6 }, { count: 'exact' })
      .select('id,name')
      .gt('id', 1)
      .order('id', { ascending: false })
      .range(1, 2);
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 4, name: 'four' },
      { id: 3, name: 'three' },
    ]);
    expect(count).toBe(4);
  });

  it('embeds through the table the function returns rows of', async () => {
    expect(await answer(await rpc('rpc_items_below?max_id=4&id=gte.2&select=id,parent:parent_id(name)'))).toMatchObject(
      {
        status: 200,
        body: [
          { id: 2, parent: { name: 'one' } },
          { id: 3, parent: { name: 'one' } },
        ],
      },
    );
  });

  it('reads RETURNS TABLE columns and a single row as an object', async () => {
    expect(await answer(await rpc('rpc_pairs?select=b&a=in.(2,4)&order=a.desc'))).toMatchObject({
      body: [{ b: 'four' }, { b: 'two' }],
    });
    expect(await answer(await rpc('rpc_item?item_id=2&select=name'))).toMatchObject({
      status: 200,
      body: { name: 'two' },
    });
  });

  it('an unknown column is PostgreSQL\'s 42703 on "pgrst_call", a column of a value on the function\'s name', async () => {
    expect(await answer(await rpc('rpc_items_below?max_id=4&select=nope'))).toMatchObject({
      status: 400,
      body: { code: '42703', message: 'column pgrst_call.nope does not exist' },
    });
    expect(await answer(await rpc('rpc_add?a=1&b=2&select=x'))).toMatchObject({
      status: 400,
      body: { code: '42703', message: 'column rpc_add.x does not exist' },
    });
  });
});

describe('Prefer: count=exact on rpc (PostgREST RpcSpec.hs "includes exact count of 1 for functions that return a single scalar")', () => {
  it('counts the rows the filters keep, and one for a single value, which supabase-js reports as a number', async () => {
    const { data, count } = await service.rpc('rpc_add', { a: 3, b: 4 }, { count: 'exact' });
    expect({ data, count }).toEqual({ data: 7, count: 1 });
    const response = await rpc('rpc_items_below?max_id=9&id=lt.4', { headers: { Prefer: 'count=exact' } });
    expect(await answer(response)).toMatchObject({ status: 200, range: '0-2/3' });
  });

  it('a void function answers 204 with the range of its one row', async () => {
    expect(
      await answer(await rpc('rpc_touch', { method: 'POST', body: '{}', headers: { Prefer: 'count=exact' } })),
    ).toEqual({
      status: 204,
      range: '0-0/1',
      body: null,
    });
  });

  it('count=planned is not counted on rpc (PostgREST shouldCount): the total stays "*"', async () => {
    const response = await rpc('rpc_items_below?max_id=9', { headers: { Prefer: 'count=planned' } });
    expect(await answer(response)).toMatchObject({ status: 200, range: '0-4/*' });
  });
});

describe('Prefer: max-affected on rpc (PostgREST Query.hs failExceedsMaxAffectedPref, Plan.hs failMaxAffectedRpcReturnsSingle)', () => {
  const names = async () => (await answer(await rpc('rpc_items_below?max_id=99&select=name'))).body;

  it("with handling=strict, more rows than allowed is 400 PGRST124 and the function's writes are rolled back", async () => {
    const before = await names();
    const response = await rpc('rpc_rename_all', {
      method: 'POST',
      body: JSON.stringify({ prefix: 'x' }),
      headers: { Prefer: 'handling=strict, max-affected=2' },
    });
    expect(await answer(response)).toEqual({
      status: 400,
      range: null,
      body: {
        code: 'PGRST124',
        message: 'Query result exceeds max-affected preference constraint',
        details: 'The query affects 5 rows',
        hint: null,
      },
    });
    expect(await names()).toEqual(before);
  });

  it('with handling=strict, a function of one value is 400 PGRST128', async () => {
    const response = await rpc('rpc_add?a=1&b=2', { headers: { Prefer: 'handling=strict, max-affected=1' } });
    expect(await answer(response)).toMatchObject({
      status: 400,
      body: {
        code: 'PGRST128',
        message: 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
      },
    });
  });

  it('without strict handling max-affected is ignored, as PostgREST does', async () => {
    const response = await rpc('rpc_rename_all?select=name&id=eq.1', {
      method: 'POST',
      body: JSON.stringify({ prefix: 'y' }),
      headers: { Prefer: 'max-affected=2' },
    });
    expect(await answer(response)).toMatchObject({ status: 200, body: [{ name: 'y1' }] });
    expect(await names()).toEqual(['y1', 'y2', 'y3', 'y4', 'y5'].map((name) => ({ name })));
  });
});
