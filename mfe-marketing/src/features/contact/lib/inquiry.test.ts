import { CONTACT_LIMITS } from 'shared-ui';
import { MISSING_FIELDS, findProblem, trimFields } from './inquiry';

const valid = { name: 'Asha Mehta', email: 'asha@example.com', message: 'We plan a centre in Pune.' };

describe('findProblem', () => {
  it('accepts a complete inquiry', () => {
    expect(findProblem(valid)).toBeNull();
  });

  it.each(['name', 'email', 'message'] as const)('asks for every field when %s is empty', (key) => {
    expect(findProblem({ ...valid, [key]: '' })).toEqual(MISSING_FIELDS);
  });

  it('treats spaces alone as empty once trimmed', () => {
    expect(findProblem(trimFields({ ...valid, message: '   \n ' }))).toEqual(MISSING_FIELDS);
  });

  it.each([
    ['name', CONTACT_LIMITS.name],
    ['email', CONTACT_LIMITS.email],
    ['message', CONTACT_LIMITS.message],
  ] as const)('names the limit when the %s is longer than %i characters', (key, limit) => {
    const long = key === 'email' ? `${'a'.repeat(limit)}@example.com` : 'x'.repeat(limit + 1);
    const problem = findProblem({ ...valid, [key]: long });
    expect(problem?.title).toBe('Too long');
    expect(problem?.description).toContain(String(limit));
  });

  it('accepts a field exactly at its limit', () => {
    expect(findProblem({ ...valid, message: 'x'.repeat(CONTACT_LIMITS.message) })).toBeNull();
  });

  it('counts characters as the database does, not UTF-16 units', () => {
    expect(findProblem({ ...valid, message: '😀'.repeat(CONTACT_LIMITS.message) })).toBeNull();
    expect(findProblem({ ...valid, message: '😀'.repeat(CONTACT_LIMITS.message + 1) })?.description).toContain(
      `(it has ${CONTACT_LIMITS.message + 1})`,
    );
  });

  it.each(['asha', 'asha@', 'asha@example', 'as ha@example.com', '@example.com', 'asha@example.com.'])(
    'refuses the email %p',
    (email) => {
      expect(findProblem({ ...valid, email })?.title).toBe('Check your email address');
    },
  );
});
