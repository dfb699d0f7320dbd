import { randomUUID } from 'node:crypto';
import { startParityTarget, type ParityTarget } from './parity-target';
import { restRequest } from './rest-request';

// Unfiltered writes (pg-safeupdate, which hosted Supabase loads for the API) and upserts.
let target: ParityTarget;
beforeAll(async () => {
  target = await startParityTarget();
}, 60_000);
afterAll(() => target?.stop());

const body = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });

describe('unfiltered UPDATE and DELETE', () => {
  it.each([
    ['DELETE', undefined],
    ['PATCH', JSON.stringify({ title: 'Renamed' })],
  ])(
    '%s without a filter is 400 21000 "... requires a WHERE clause" (pg-safeupdate; PostgREST src/PostgREST/Error.hs pgErrorStatus 21000)',
    async (method, payload) => {
      const verb = method === 'DELETE' ? 'DELETE' : 'UPDATE';
      expect(await body(await restRequest(target, 'resources', { method, body: payload }))).toEqual({
        status: 400,
        body: { code: '21000', message: `${verb} requires a WHERE clause`, details: null, hint: null },
      });
    },
  );
});

describe('upserts', () => {
  const id = randomUUID();
  const resource = (title: string) => ({ id, type: 'Report', title, url: '#' });
  const post = (row: object, prefer: string, query = '') =>
    restRequest(target, `resources?select=id,title${query}`, {
      method: 'POST',
      service: true,
      headers: { Prefer: `return=representation,${prefer}` },
      body: JSON.stringify(row),
    });
  afterAll(() => restRequest(target, `resources?id=eq.${id}`, { method: 'DELETE', service: true }));

  it('resolution=merge-duplicates inserts (201), then updates the row with the same key (200) (PostgREST src/PostgREST/Query/QueryBuilder.hs mutatePlanToQuery, Response.hs)', async () => {
    expect(await body(await post(resource('First'), 'resolution=merge-duplicates'))).toEqual({
      status: 201,
      body: [{ id, title: 'First' }],
    });
    expect(await body(await post(resource('Second'), 'resolution=merge-duplicates'))).toEqual({
      status: 200,
      body: [{ id, title: 'Second' }],
    });
  });

  it('resolution=ignore-duplicates with on_conflict keeps the existing row and answers no rows (PostgREST src/PostgREST/Query/QueryBuilder.hs ON CONFLICT DO NOTHING)', async () => {
    await post(resource('Kept'), 'resolution=merge-duplicates');
    expect(await body(await post(resource('Ignored'), 'resolution=ignore-duplicates', '&on_conflict=id'))).toEqual({
      status: 201,
      body: [],
    });
    const stored = await restRequest(target, `resources?select=title&id=eq.${id}`, { service: true });
    expect(await stored.json()).toEqual([{ title: 'Kept' }]);
  });
});
