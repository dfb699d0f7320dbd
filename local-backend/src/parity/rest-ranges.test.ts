import { startParityTarget, type ParityTarget } from './parity-target';
import { exactTotal, restRequest } from './rest-request';

// Ranges, offsets and counts as PostgREST answers them (src/PostgREST/RangeQuery.hs, Response.hs).
let target: ParityTarget;
let total: number;
const RESOURCES = 'resources?select=id&order=id';
const counted = { headers: { Prefer: 'count=exact' } };

beforeAll(async () => {
  target = await startParityTarget();
  total = await exactTotal(target, RESOURCES);
  // The seed publishes more than a handful of resources; every test below relies on it.
  expect(total).toBeGreaterThan(3);
}, 60_000);
afterAll(() => target?.stop());

const answer = async (response: Response) => ({
  status: response.status,
  range: response.headers.get('content-range'),
  body: (await response.json()) as unknown,
});

describe('ranges and counts', () => {
  it('206 with <from>-<to>/<total> for a partial page with an exact count, 200 only for every row (PostgREST src/PostgREST/RangeQuery.hs rangeStatusHeader)', async () => {
    const page = await answer(await restRequest(target, `${RESOURCES}&limit=2&offset=1`, counted));
    expect(page).toMatchObject({ status: 206, range: `1-2/${total}` });
    expect(page.body).toHaveLength(2);
    // Every row but the first is still a partial answer.
    expect(await answer(await restRequest(target, `${RESOURCES}&offset=1`, counted))).toMatchObject({
      status: 206,
      range: `1-${total - 1}/${total}`,
    });
    expect(await answer(await restRequest(target, RESOURCES, counted))).toMatchObject({
      status: 200,
      range: `0-${total - 1}/${total}`,
    });
  });

  it('416 PGRST103 with Content-Range */<total> for an offset past the end with an exact count (PostgREST src/PostgREST/RangeQuery.hs, src/PostgREST/Error.hs OutOfBounds)', async () => {
    const past = await answer(await restRequest(target, `${RESOURCES}&offset=${total + 5}`, counted));
    expect(past).toEqual({
      status: 416,
      range: `*/${total}`,
      body: {
        code: 'PGRST103',
        message: 'Requested range not satisfiable',
        details: `An offset of ${total + 5} was requested, but there are only ${total} rows.`,
        hint: null,
      },
    });
  });

  it('206 */<total> for an offset exactly at the end, 200 */0 for no match: only an offset beyond the total is 416 (PostgREST src/PostgREST/RangeQuery.hs rangeStatus, contentRangeH)', async () => {
    const none = `${RESOURCES}&id=eq.00000000-0000-0000-0000-000000000000`;
    expect(await answer(await restRequest(target, none, counted))).toEqual({ status: 200, range: '*/0', body: [] });
    expect(await answer(await restRequest(target, `${RESOURCES}&offset=${total}`, counted))).toEqual({
      status: 206,
      range: `*/${total}`,
      body: [],
    });
  });

  it('ignores a limit or offset that is not a whole number, and answers <from>-<to>/* without a count (PostgREST src/PostgREST/ApiRequest/QueryParams.hs readMaybe, RangeQuery.hs)', async () => {
    expect(await answer(await restRequest(target, `${RESOURCES}&limit=2&offset=x`))).toMatchObject({
      status: 200,
      range: '0-1/*',
    });
    const all = await answer(await restRequest(target, `${RESOURCES}&limit=two`));
    expect(all).toMatchObject({ status: 200, range: `0-${total - 1}/*` });
  });

  it('honours Range and Range-Unit: items on GET, intersected with limit (PostgREST src/PostgREST/ApiRequest.hs getRanges)', async () => {
    const headers = { Prefer: 'count=exact', Range: '1-3', 'Range-Unit': 'items' };
    expect(await answer(await restRequest(target, RESOURCES, { headers }))).toMatchObject({
      status: 206,
      range: `1-3/${total}`,
    });
    expect(await answer(await restRequest(target, `${RESOURCES}&limit=2`, { headers }))).toMatchObject({
      range: `1-1/${total}`,
    });
  });

  it('416 PGRST103 for a Range whose lower bound passes its upper (PostgREST src/PostgREST/ApiRequest.hs getRanges, Error.hs LowerGTUpper)', async () => {
    const response = await restRequest(target, RESOURCES, { headers: { Range: '3-1' } });
    expect(await answer(response)).toMatchObject({
      status: 416,
      body: {
        code: 'PGRST103',
        details: 'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      },
    });
  });

  it('416 PGRST103 for a negative limit (PostgREST src/PostgREST/ApiRequest.hs getRanges, Error.hs NegativeLimit)', async () => {
    expect(await answer(await restRequest(target, `${RESOURCES}&limit=-1`))).toMatchObject({
      status: 416,
      body: { code: 'PGRST103', details: 'Limit should be greater than or equal to zero.' },
    });
  });
});
