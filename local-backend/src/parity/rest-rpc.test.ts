import { startParityTarget, type ParityTarget } from './parity-target';
import { restRequest } from './rest-request';

// /rest/v1/rpc/<function> as PostgREST calls the exposed schema's functions. public.is_staff()
// comes from the migrations (20261123090000_staff_workspace.sql).
let target: ParityTarget;
beforeAll(async () => {
  target = await startParityTarget();
}, 60_000);
afterAll(() => target?.stop());

const answer = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });

describe('rpc', () => {
  it('calls a function with GET and with POST of a JSON object, answering its scalar result (PostgREST src/PostgREST/Query/QueryBuilder.hs callPlanToQuery)', async () => {
    expect(await answer(await restRequest(target, 'rpc/is_staff'))).toEqual({ status: 200, body: false });
    const posted = await restRequest(target, 'rpc/is_staff', { method: 'POST', body: '{}' });
    expect(await answer(posted)).toEqual({ status: 200, body: false });
  });

  it('404 PGRST202 for an unknown function, naming what was searched for (PostgREST src/PostgREST/Error.hs NoRpc)', async () => {
    const response = await restRequest(target, 'rpc/zz_no_such_function', { method: 'POST', body: '{"b":1,"a":2}' });
    expect(await answer(response)).toEqual({
      status: 404,
      body: {
        code: 'PGRST202',
        message: 'Could not find the function public.zz_no_such_function(a, b) in the schema cache',
        details:
          'Searched for the function public.zz_no_such_function with parameters a, b or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        hint: null,
      },
    });
  });

  it('404 PGRST202 when the arguments match no parameters of a known function (PostgREST src/PostgREST/Plan.hs findProc)', async () => {
    const response = await restRequest(target, 'rpc/is_staff?who=me');
    expect(await answer(response)).toMatchObject({
      status: 404,
      body: {
        code: 'PGRST202',
        message: 'Could not find the function public.is_staff(who) in the schema cache',
        details:
          'Searched for the function public.is_staff with parameter who, but no matches were found in the schema cache.',
      },
    });
  });

  it('405 PGRST101 for a method RPC does not take (PostgREST src/PostgREST/Error.hs InvalidRpcMethod)', async () => {
    const response = await restRequest(target, 'rpc/is_staff', { method: 'PATCH', body: '{}' });
    expect(await answer(response)).toEqual({
      status: 405,
      body: { code: 'PGRST101', message: 'Cannot use the PATCH method on RPC', details: null, hint: null },
    });
  });
});
