import { s3Refusal } from './s3-request-check';

describe('s3Refusal', () => {
  it.each([
    ['GET', '/site/shell/index.html'],
    ['PUT', '/site/marketing/releases/v1/main.0123456789.js'],
    ['GET', '/site?list-type=2&prefix=shell/'],
    ['GET', '/'],
    ['POST', '/site?delete'],
    ['POST', '/site/key?uploads'],
    ['PUT', '/site/shell/'],
  ])('passes %s %s on to the server', (method, url) => {
    expect(s3Refusal(method, url)).toBeNull();
  });

  it.each([
    ['PROPFIND', '/site', 405, 'MethodNotAllowed'],
    ['TRACE', '/site/key', 405, 'MethodNotAllowed'],
    ['GET', '/site/%zz', 400, 'InvalidURI'],
    ['GET', '/site/key?prefix=%', 400, 'InvalidURI'],
    ['GET', '/site/key%00', 400, 'InvalidURI'],
    ['GET', 'http://evil.example/site/key', 400, 'InvalidURI'],
    ['GET', '//', 400, 'InvalidBucketName'],
    ['GET', '//key', 400, 'InvalidBucketName'],
    ['GET', '/Site/key', 400, 'InvalidBucketName'],
    ['GET', '/site%5c..%5c/key', 400, 'InvalidBucketName'],
    ['GET', `/site/${'a'.repeat(1025)}`, 400, 'KeyTooLongError'],
    ['PUT', `/site/shell/${'a'.repeat(240)}`, 400, 'KeyTooLongError'],
    ['DELETE', '/site/%252e%252e/./shell/index.html', 400, 'InvalidArgument'],
    ['GET', '/site/shell/../marketing/mf-manifest.json', 400, 'InvalidArgument'],
    ['PUT', '/site/shell//index.html', 400, 'InvalidArgument'],
    ['GET', '/site/shell/..', 400, 'InvalidArgument'],
  ])('answers %s %s with %i %s', (method, url, status, code) => {
    expect(s3Refusal(method, url)).toEqual([status, expect.objectContaining({ Code: code })]);
  });

  it('refuses a form upload to a bucket whose body has no boundary', () => {
    expect(s3Refusal('POST', '/site', 'multipart/form-data')).toEqual([
      400,
      expect.objectContaining({ Code: 'MalformedPOSTRequest' }),
    ]);
    expect(s3Refusal('POST', '/site', 'multipart/form-data; boundary=x')).toBeNull();
  });
});
