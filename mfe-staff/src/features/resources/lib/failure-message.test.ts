import { asError, FAILURE_MESSAGES, failureMessage, UNEXPECTED_FAILURE } from './failure-message';

const check = (constraint: string) => ({
  message: `new row for relation "resources" violates check constraint "${constraint}"`,
  code: '23514',
});

describe('failureMessage', () => {
  it.each([
    ['resources_title_length', 'The title must be 1 to 300 characters.'],
    ['resources_description_length', 'The description must be at most 2000 characters.'],
    ['resources_type_length', 'The type must be 1 to 50 characters, with no spaces at either end.'],
    ['resources_url_length', 'The document address must be at most 2048 characters.'],
    ['resources_url_shape', 'The document must be an http:// or https:// address or an uploaded PDF.'],
    ['some_other_check', FAILURE_MESSAGES.refused],
  ])('names the field a refused CHECK %s is about', (constraint, sentence) => {
    expect(failureMessage(asError(check(constraint)))).toBe(sentence);
  });

  it('says that staff access is needed for a row-level security refusal, from PostgREST or Storage', () => {
    const postgrest = { message: 'new row violates row-level security policy for table "resources"', code: '42501' };
    expect(failureMessage(asError(postgrest))).toBe(FAILURE_MESSAGES.notAllowed);
    const storage = Object.assign(new Error('new row violates row-level security policy'), {
      status: 400,
      statusCode: '403',
    });
    expect(failureMessage(storage)).toBe(FAILURE_MESSAGES.notAllowed);
    expect(failureMessage({ message: 'Forbidden', status: 403 })).toBe(FAILURE_MESSAGES.notAllowed);
  });

  it('explains a taken object name, a too-large document, a non-PDF and an expired session', () => {
    expect(failureMessage({ message: 'The resource already exists', statusCode: '409' })).toBe(
      FAILURE_MESSAGES.nameTaken,
    );
    expect(failureMessage({ message: 'Payload too large', statusCode: '413' })).toBe(
      'The document is larger than 20 MB.',
    );
    expect(failureMessage({ message: 'mime type not supported', status: 415 })).toBe(
      'Only PDF documents can be uploaded.',
    );
    expect(failureMessage(asError({ message: 'JWT expired', code: 'PGRST301' }))).toBe(FAILURE_MESSAGES.sessionExpired);
  });

  it("shows any other failure's own message, or a generic one when it has none", () => {
    expect(failureMessage(asError({ message: 'Failed to fetch' }))).toBe('Failed to fetch');
    expect(failureMessage(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(
      'NetworkError when attempting to fetch resource.',
    );
    expect(failureMessage(asError({ code: '500' }))).toBe(UNEXPECTED_FAILURE);
    expect(failureMessage(undefined)).toBe(UNEXPECTED_FAILURE);
  });
});

describe('asError', () => {
  it('keeps an Error as it is and wraps a report, keeping it as the cause', () => {
    const error = new Error('boom');
    expect(asError(error)).toBe(error);
    const report = { message: 'permission denied for table resources', code: '42501' };
    expect(asError(report)).toMatchObject({ message: report.message, cause: report });
  });
});
