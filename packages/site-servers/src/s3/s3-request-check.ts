// What S3 answers before it looks for a bucket or key, for requests s3rver would fail on (a 500,
// or no answer at all): the error it sends, or null for a request to pass on.

/** S3's methods; any other gets 405 MethodNotAllowed. */
const METHODS = new Set(['GET', 'HEAD', 'PUT', 'POST', 'DELETE', 'OPTIONS']);
/** S3's limit on a key, in bytes of UTF-8. */
export const MAX_KEY_BYTES = 1024;
/**
 * s3rver keeps each key as files named after its segments, with a suffix: a longer segment cannot be stored there
 * (S3 itself takes it). It is refused as too long, the nearest of S3's answers.
 */
const MAX_SEGMENT_BYTES = 255 - '._S3rver_metadata.json'.length;
/** A bucket name as S3 accepts it: 3-63 lower-case letters, digits, dots and hyphens. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** An S3 error: its status, and the fields of its XML body (Code, Message, and what S3 adds). */
export type S3Refusal = [status: number, fields: Record<string, string>];

export const MALFORMED_POST: S3Refusal = [
  400,
  { Code: 'MalformedPOSTRequest', Message: 'The body of your POST request is not well-formed multipart/form-data.' },
];

function decodedOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * The refusal S3 would answer a request with before it looks for a bucket or key, or null.
 * @param rawUrl the request-target as received
 */
export function s3Refusal(method: string, rawUrl: string, contentType = ''): S3Refusal | null {
  if (!METHODS.has(method)) {
    return [
      405,
      {
        Code: 'MethodNotAllowed',
        Message: 'The specified method is not allowed against this resource.',
        Method: method,
      },
    ];
  }
  const invalidUri: S3Refusal = [400, { Code: 'InvalidURI', Message: "Couldn't parse the specified URI." }];
  if (!rawUrl.startsWith('/')) return invalidUri;
  const [pathname = '/', query = ''] = rawUrl.split(/\?(.*)/s);
  const path = decodedOrNull(pathname);
  if (path === null || decodedOrNull(query.replace(/\+/g, ' ')) === null) return invalidUri;
  if (/[\x00-\x1f\x7f]/.test(path)) return invalidUri;
  if (path === '/') return null;
  const [, bucket = '', ...segments] = path.split('/');
  if (!BUCKET_NAME.test(bucket)) {
    return [400, { Code: 'InvalidBucketName', Message: 'The specified bucket is not valid.', BucketName: bucket }];
  }
  const key = segments.join('/');
  // s3rver keeps keys as folders and files: an empty, `.` or `..` segment (a trailing `/` aside)
  // would name another file, or none. S3 takes such keys as they are; here they are refused.
  if (
    segments.slice(0, -1).some((segment) => segment === '' || segment === '.' || segment === '..') ||
    /^\.\.?$/.test(segments.at(-1) ?? '')
  ) {
    return [
      400,
      {
        Code: 'InvalidArgument',
        Message: 'This local S3 server cannot store a key with an empty, "." or ".." segment.',
      },
    ];
  }
  // A browser form's upload to a bucket: without a boundary its body cannot be read.
  if (method === 'POST' && !key && /^multipart\/form-data/i.test(contentType) && !/boundary=/i.test(contentType)) {
    return MALFORMED_POST;
  }
  if (Buffer.byteLength(key) > MAX_KEY_BYTES || segments.some((s) => Buffer.byteLength(s) > MAX_SEGMENT_BYTES)) {
    return [400, { Code: 'KeyTooLongError', Message: 'Your key is too long' }];
  }
  return null;
}
