import { checkLeadDetails } from './lead-form';

const valid = { name: 'Asha Rao', email: 'asha@acme.com', company: 'Acme' };

describe('checkLeadDetails', () => {
  it('accepts filled fields and trims them', () => {
    expect(checkLeadDetails({ name: ' Asha Rao ', email: ' asha@acme.com', company: 'Acme  ' })).toEqual({
      ok: true,
      lead: valid,
    });
  });

  it.each(['name', 'email', 'company'] as const)('asks for missing information when %s is empty or blank', (field) => {
    const missing = { ok: false, title: 'Missing Information', description: 'Please fill out all fields.' };
    expect(checkLeadDetails({ ...valid, [field]: '' })).toEqual(missing);
    expect(checkLeadDetails({ ...valid, [field]: '   ' })).toEqual(missing);
  });

  it.each([
    ['name', 'Name must be at most 200 characters.'],
    ['company', 'Company must be at most 200 characters.'],
  ] as const)('refuses a %s over 200 characters and accepts exactly 200', (field, description) => {
    expect(checkLeadDetails({ ...valid, [field]: 'x'.repeat(201) })).toEqual({
      ok: false,
      title: 'Too Long',
      description,
    });
    expect(checkLeadDetails({ ...valid, [field]: 'x'.repeat(200) }).ok).toBe(true);
  });

  it('refuses an email over 254 characters and accepts exactly 254', () => {
    const email = (length: number) => `${'a'.repeat(length - '@acme.com'.length)}@acme.com`;
    expect(checkLeadDetails({ ...valid, email: email(255) })).toEqual({
      ok: false,
      title: 'Too Long',
      description: 'Email must be at most 254 characters.',
    });
    expect(checkLeadDetails({ ...valid, email: email(254) }).ok).toBe(true);
  });

  it('counts characters as the database does, not UTF-16 units', () => {
    expect(checkLeadDetails({ ...valid, name: '😀'.repeat(200) }).ok).toBe(true);
  });

  it.each(['asha', 'asha@acme', 'asha @acme.com', 'asha@acme.com.', '@acme.com', 'a@b@acme.com'])(
    'refuses the email %p with the shared email rule',
    (email) => {
      expect(checkLeadDetails({ ...valid, email })).toEqual({
        ok: false,
        title: 'Check your email address',
        description: 'Please enter a valid email address, like name@company.com.',
      });
    },
  );
});
