import { authEmailProblem, validatedEmail } from './email-rule';
import { GoTrueError } from './gotrue-error';

// GoTrue's validateEmail (supabase/auth internal/api/mail.go) with checkmail's ValidateFormat.
describe('authEmailProblem', () => {
  it.each(['a@b.co', 'Meera.Iyer+staff@GCC-Advisory.com', "o'brien!#$%&*/=?^_`{|}~-@x.io", 'meera@gcc', 'a@1.2.3.4'])(
    'accepts %p, as GoTrue does',
    (email) => expect(authEmailProblem(email)).toBeNull(),
  );

  it.each([
    ['xx:;x@x.x', 'Unable to validate email address: invalid format'],
    ['a b@c.de', 'Unable to validate email address: invalid format'],
    [' a@b.co', 'Unable to validate email address: invalid format'],
    ['a@b.co.', 'Unable to validate email address: invalid format'],
    ['a@-b.co', 'Unable to validate email address: invalid format'],
    ['a@b_c.co', 'Unable to validate email address: invalid format'],
    ['ä@b.co', 'Unable to validate email address: invalid format'],
    [`a@${'b'.repeat(64)}.co`, 'Unable to validate email address: invalid format'],
    ['', 'An email address is required'],
    [`${'a'.repeat(250)}@b.com`, 'An email address is too long'],
  ])('refuses %p: %s', (email, problem) => expect(authEmailProblem(email)).toBe(problem));

  it('takes 255 bytes, not 256', () => {
    expect(authEmailProblem(`${'a'.repeat(249)}@b.com`)).toBeNull();
    expect(authEmailProblem(`${'a'.repeat(250)}@b.com`)).not.toBeNull();
  });
});

describe('validatedEmail', () => {
  it("lower-cases an accepted address and throws GoTrue's 400 validation_failed for a refused one", () => {
    expect(validatedEmail('Meera@GCC-Advisory.com')).toBe('meera@gcc-advisory.com');
    let thrown: unknown;
    try {
      validatedEmail('xx:;x@x.x');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(GoTrueError);
    expect(thrown).toMatchObject({ status: 400, errorCode: 'validation_failed' });
  });
});
