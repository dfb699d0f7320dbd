import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router-dom';
import { describeRouteError } from './error-screen';

/** What the router hands the error element when a loader throws `data(null, { status, statusText })`. */
function thrownResponse(status: number, statusText: string): unknown {
  return new ErrorResponse(status, statusText, null);
}

describe('describeRouteError', () => {
  it('describes a route error response by status and status text', () => {
    expect(describeRouteError(thrownResponse(404, 'Not Found'))).toBe('404 Not Found');
  });

  it('describes a route error response without status text by its status alone', () => {
    expect(describeRouteError(thrownResponse(500, ''))).toBe('500');
  });

  it('uses the message of an Error', () => {
    expect(describeRouteError(new TypeError('Cannot read properties of undefined'))).toBe(
      'Cannot read properties of undefined',
    );
  });

  it('uses a thrown string as it is', () => {
    expect(describeRouteError('Loader failed')).toBe('Loader failed');
  });

  it.each([undefined, null, 42, { reason: 'x' }])('says "Unknown error" for %p', (value) => {
    expect(describeRouteError(value)).toBe('Unknown error');
  });
});
