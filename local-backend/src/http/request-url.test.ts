import { isWellEncoded, requestUrl } from './request-url';

describe('requestUrl', () => {
  it('reads a target starting with // as a path, not as a host', () => {
    expect(requestUrl('//evil.example/rest/v1/resources')?.pathname).toBe('//evil.example/rest/v1/resources');
    expect(requestUrl('//')?.pathname).toBe('//');
  });

  it('reads an absolute-form target as the URL it names', () => {
    expect(requestUrl('http://evil.example/rest/v1/resources?select=id')?.pathname).toBe('/rest/v1/resources');
  });

  it.each(['http://x:99999/', 'http://[::1/', '*'])('gives null for %s, which no URL parser accepts', (target) => {
    expect(requestUrl(target)).toBeNull();
  });
});

describe('isWellEncoded', () => {
  it.each(['/rest/v1/resources', '/a%20b', '/%E2%82%AC', '/%00'])('accepts %s', (path) => {
    expect(isWellEncoded(path)).toBe(true);
  });

  it.each(['/%', '/%z', '/%zz', '/a%2', '/%c0%af', '/%ff', '/%e0%80'])('refuses %s', (path) => {
    expect(isWellEncoded(path)).toBe(false);
  });
});
