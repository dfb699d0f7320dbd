import type { SupabaseClient } from './supabase-client';
import { createResourceLead } from './create-resource-lead';

function fakeClient(answer: { data: unknown; error: unknown }) {
  // A builder whose select() would exist: the test proves it is never called.
  const builder = { select: jest.fn(), then: (resolve: (value: unknown) => void) => resolve(answer) };
  const insert = jest.fn(() => builder);
  const from = jest.fn(() => ({ insert }));
  return { client: { from } as unknown as SupabaseClient, from, insert, select: builder.select };
}

const lead = { name: 'Asha Rao', email: 'asha@acme.com', company: 'Acme', resource_id: 'res-1' };

describe('createResourceLead', () => {
  it('inserts exactly name, email, company and resource_id into resource_leads, without reading it back', async () => {
    const fake = fakeClient({ data: null, error: null });

    await expect(
      createResourceLead({ ...lead, extra: 'dropped' } as typeof lead, fake.client),
    ).resolves.toBeUndefined();
    expect(fake.from).toHaveBeenCalledWith('resource_leads');
    expect(fake.insert).toHaveBeenCalledTimes(1);
    expect(fake.insert).toHaveBeenCalledWith({
      name: 'Asha Rao',
      email: 'asha@acme.com',
      company: 'Acme',
      resource_id: 'res-1',
    });
    expect(fake.select).not.toHaveBeenCalled();
  });

  it('throws the insert error with its message', async () => {
    const failure = { message: 'new row violates row-level security policy', code: '42501' };
    const promise = createResourceLead(lead, fakeClient({ data: null, error: failure }).client);

    await expect(promise).rejects.toThrow('new row violates row-level security policy');
    await expect(promise).rejects.toMatchObject({ cause: failure });
  });
});
