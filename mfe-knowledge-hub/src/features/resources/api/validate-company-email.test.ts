import type { SupabaseClient } from './supabase-client';
import { validateCompanyEmail } from './validate-company-email';

function fakeClient(answer: { data: unknown; error: unknown }) {
  const invoke = jest.fn().mockResolvedValue(answer);
  return { client: { functions: { invoke } } as unknown as SupabaseClient, invoke };
}

const details = { email: 'asha@acme.com', company: 'Acme' };

describe('validateCompanyEmail', () => {
  it('invokes validate-company-email with the email and company as its body', async () => {
    const fake = fakeClient({ data: { isValid: true, reason: 'domain matches' }, error: null });

    await expect(validateCompanyEmail(details, fake.client)).resolves.toEqual({
      isValid: true,
      reason: 'domain matches',
    });
    expect(fake.invoke).toHaveBeenCalledTimes(1);
    expect(fake.invoke).toHaveBeenCalledWith('validate-company-email', {
      body: { email: 'asha@acme.com', company: 'Acme' },
    });
  });

  it('passes a negative answer through', async () => {
    const fake = fakeClient({ data: { isValid: false }, error: null });
    await expect(validateCompanyEmail(details, fake.client)).resolves.toEqual({ isValid: false });
  });

  it('throws the function error', async () => {
    const failure = new Error('Edge Function returned a non-2xx status code');
    const fake = fakeClient({ data: null, error: failure });
    await expect(validateCompanyEmail(details, fake.client)).rejects.toBe(failure);
  });

  it.each([[null], [{}], [{ isValid: 'yes' }]])('throws on an answer without a boolean isValid: %j', async (data) => {
    const fake = fakeClient({ data, error: null });
    await expect(validateCompanyEmail(details, fake.client)).rejects.toThrow(
      'The email check gave an unexpected answer.',
    );
  });
});
