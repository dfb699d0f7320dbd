import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startParityTarget, type ParityTarget } from './parity-target';
import { restRequest } from './rest-request';

// The Prefer header on the table endpoint as PostgREST v13 acts on it: src/PostgREST/ApiRequest/
// Preferences.hs (parsing), Plan.hs (handling=strict), Query.hs (max-affected), Response.hs
// (Content-Range of writes) and Query/SqlFragment.hs fromJsonBodyF (missing=default).
let target: ParityTarget;
let service: SupabaseClient;
beforeAll(async () => {
  target = await startParityTarget();
  service = createClient(target.url, target.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no WebSocket; these tests never subscribe.
    realtime: { transport: class {} as never },
  });
}, 60_000);
// Every test writes its own rows, marked by a type no other test uses, deleted at the end.
const marker = () => `Parity ${randomUUID().slice(0, 8)}`;
const cleanUp: string[] = [];
afterAll(async () => {
  for (const type of cleanUp) {
    await restRequest(target, `resources?type=eq.${encodeURIComponent(type)}`, { method: 'DELETE', service: true });
  }
  await target?.stop();
});
const threeRows = async () => {
  const type = marker();
  cleanUp.push(type);
  const rows = ['a', 'b', 'c'].map((title) => ({ type, title, url: '#' }));
  const { error } = await service.from('resources').insert(rows);
  expect(error).toBeNull();
  return type;
};
const titles = async (type: string) =>
  (await service.from('resources').select('title').eq('type', type).order('title')).data?.map((r) => r.title as string);
const answer = async (response: Response) => ({
  status: response.status,
  range: response.headers.get('content-range'),
  body:
    response.status === 204 || response.status === 201 ? await response.text() : ((await response.json()) as unknown),
});

describe('Prefer: handling', () => {
  it('handling=strict refuses a preference PostgREST does not know: 400 PGRST122 naming it (Error.hs InvalidPreferences)', async () => {
    const response = await restRequest(target, 'resources?select=id&limit=1', {
      headers: { Prefer: 'handling=strict, count=exact, garbage, timezone=Not/AZone' },
    });
    expect(await answer(response)).toEqual({
      status: 400,
      range: null,
      body: {
        code: 'PGRST122',
        message: 'Invalid preferences given with handling=strict',
        details: 'Invalid preferences: garbage, timezone=Not/AZone',
        hint: null,
      },
    });
  });

  it('handling=lenient (the default) ignores it', async () => {
    for (const prefer of ['handling=lenient, garbage', 'garbage']) {
      const response = await restRequest(target, 'resources?select=id&limit=1', { headers: { Prefer: prefer } });
      expect(response.status).toBe(200);
    }
  });

  it('timezone=<name> writes timestamps in that zone (Preferences.hs PreferTimezone)', async () => {
    const response = await restRequest(target, 'resources?select=created_at&limit=1', {
      headers: { Prefer: 'handling=strict, timezone=Asia/Kolkata' },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { created_at: string }[])[0]?.created_at).toMatch(/\+05:30$/);
  });
});

describe('Prefer: count on reads (Query.hs resultSetWTotal)', () => {
  it("count=estimated is the exact count below max_rows; count=planned is the planner's estimate", async () => {
    const total = async (prefer: string) =>
      (await restRequest(target, 'resources?select=id&limit=1', { service: true, headers: { Prefer: prefer } })).headers
        .get('content-range')
        ?.split('/')[1];
    expect(await total('count=estimated')).toBe(await total('count=exact'));
    expect(await total('count=planned')).toMatch(/^\d+$/);
  });
});

describe('Prefer: return=headers-only (Query/SqlFragment.hs locationF, Response.hs)', () => {
  it('answers a POST of one row 201 without a body, with its primary key in Location', async () => {
    const type = marker();
    cleanUp.push(type);
    const id = randomUUID();
    const response = await restRequest(target, 'resources', {
      method: 'POST',
      service: true,
      headers: { Prefer: 'return=headers-only' },
      body: JSON.stringify({ id, type, title: 'located', url: '#' }),
    });
    expect({
      status: response.status,
      location: response.headers.get('location'),
      body: await response.text(),
    }).toEqual({
      status: 201,
      location: `/resources?id=eq.${id}`,
      body: '',
    });
  });
});

describe('Prefer: max-affected (Query.hs failExceedsMaxAffectedPref)', () => {
  it.each(['PATCH', 'DELETE'])(
    '%s with handling=strict over the limit is 400 PGRST124 and changes no row',
    async (method) => {
      const type = await threeRows();
      const response = await restRequest(target, `resources?type=eq.${encodeURIComponent(type)}`, {
        method,
        service: true,
        headers: { Prefer: 'handling=strict, max-affected=2' },
        body: method === 'PATCH' ? JSON.stringify({ title: 'changed' }) : undefined,
      });
      expect(await answer(response)).toEqual({
        status: 400,
        range: null,
        body: {
          code: 'PGRST124',
          message: 'Query result exceeds max-affected preference constraint',
          details: 'The query affects 3 rows',
          hint: null,
        },
      });
      expect(await titles(type)).toEqual(['a', 'b', 'c']);
    },
  );

  it('at the limit, or without handling=strict, the write goes through', async () => {
    const type = await threeRows();
    const path = `resources?type=eq.${encodeURIComponent(type)}`;
    const patch = (prefer: string, title: string) =>
      restRequest(target, path, {
        method: 'PATCH',
        service: true,
        headers: { Prefer: prefer },
        body: JSON.stringify({ title }),
      });
    const atLimit = await patch('handling=strict, max-affected=3', 'x');
    expect({ status: atLimit.status, applied: atLimit.headers.get('preference-applied') }).toEqual({
      status: 204,
      applied: 'handling=strict, max-affected=3',
    });
    expect(await titles(type)).toEqual(['x', 'x', 'x']);
    expect((await patch('max-affected=1', 'y')).status).toBe(204);
    expect(await titles(type)).toEqual(['y', 'y', 'y']);
  });
});

describe('Prefer: count on writes (Response.hs: POST and DELETE "*/<n>", PATCH "0-<n-1>/<n>")', () => {
  it('supabase-js reports the rows inserted, updated and deleted as numbers', async () => {
    const type = marker();
    cleanUp.push(type);
    const rows = ['a', 'b', 'c'].map((title) => ({ type, title, url: '#' }));
    const inserted = await service.from('resources').insert(rows, { count: 'exact' });
    expect({ error: inserted.error, count: inserted.count }).toEqual({ error: null, count: 3 });
    const updated = await service.from('resources').update({ title: 'z' }, { count: 'exact' }).eq('type', type);
    expect({ error: updated.error, count: updated.count }).toEqual({ error: null, count: 3 });
    const deleted = await service.from('resources').delete({ count: 'exact' }).eq('type', type);
    expect({ error: deleted.error, count: deleted.count }).toEqual({ error: null, count: 3 });
  });

  it.each([
    ['count=exact', '*/3', '0-2/3', '*/3'],
    ['count=estimated', '*/3', '0-2/3', '*/3'],
    ['count=planned', '*/*', '0-2/*', '*/*'],
    ['return=representation', '*/*', '0-2/*', '*/*'],
  ])('with %s: POST %s, PATCH %s, DELETE %s', async (prefer, posted, patched, deleted) => {
    const type = marker();
    cleanUp.push(type);
    const path = `resources?type=eq.${encodeURIComponent(type)}`;
    const rows = ['a', 'b', 'c'].map((title) => ({ type, title, url: '#' }));
    const write = (method: string, body?: unknown) =>
      restRequest(target, method === 'POST' ? 'resources?select=title' : `${path}&select=title`, {
        method,
        service: true,
        headers: { Prefer: prefer },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    expect((await write('POST', rows)).headers.get('content-range')).toBe(posted);
    expect((await write('PATCH', { title: 'q' })).headers.get('content-range')).toBe(patched);
    expect((await write('DELETE')).headers.get('content-range')).toBe(deleted);
  });
});

describe('Prefer: missing=default (Query/SqlFragment.hs fromJsonBodyF applyDefaults)', () => {
  it('a column of columns= that an object lacks gets its DEFAULT, as supabase-js insert(..., { defaultToNull: false })', async () => {
    const type = marker();
    cleanUp.push(type);
    const id = randomUUID();
    const rows = [
      { id, type, title: 'given id', url: '#' },
      { type, title: 'default id', url: '#' },
    ];
    const { data, error } = await service
      .from('resources')
      .insert(rows, { defaultToNull: false })
      .select('id,title,created_at')
      .order('title');
    expect(error).toBeNull();
    const byTitle = Object.fromEntries((data ?? []).map((row) => [row.title as string, row]));
    expect(byTitle['given id']?.id).toBe(id);
    expect(byTitle['default id']?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(byTitle['default id']?.created_at).toEqual(expect.any(String));
  });

  it('without it a missing key is NULL: the primary key refuses it (23502)', async () => {
    const type = marker();
    cleanUp.push(type);
    const { error } = await service.from('resources').insert([
      { id: randomUUID(), type, title: 'given id', url: '#' },
      { type, title: 'no id', url: '#' },
    ]);
    expect(error).toMatchObject({ code: '23502' });
  });

  it('on PATCH with columns=, the column the object lacks is set to its DEFAULT (and to NULL without it)', async () => {
    const type = await threeRows();
    const patch = (prefer: string) =>
      restRequest(
        target,
        `resources?type=eq.${encodeURIComponent(type)}&title=eq.a&columns=title,created_at&select=title,created_at`,
        {
          method: 'PATCH',
          service: true,
          headers: { Prefer: prefer },
          body: JSON.stringify({ title: 'a2' }),
        },
      );
    const before = (await service.from('resources').select('created_at').eq('type', type).eq('title', 'a').single())
      .data;
    expect(await answer(await patch('return=representation'))).toMatchObject({ status: 400, body: { code: '23502' } });
    const changed = await answer(await patch('return=representation, missing=default'));
    expect(changed).toMatchObject({ status: 200, body: [{ title: 'a2' }] });
    const createdAt = (changed.body as { created_at: string }[])[0]?.created_at ?? '';
    expect(Date.parse(createdAt)).toBeGreaterThan(Date.parse(String(before?.created_at)));
  });
});
