import { isCanonicalPath } from './canonical-path';
import { ODD_SPELLINGS, V } from './test-spellings';

describe('isCanonicalPath', () => {
  it.each([
    '/',
    '/services',
    '/favicon.svg',
    `/releases/${V}/mf-manifest.json`,
    `/releases/${V}/assets/hero-poster.b6c8c76cb2.webp`,
    `/releases/${V}/main.0123456789.js.br`,
    '/caf%C3%A9',
    '/a%20b.js',
  ])('takes %s', (pathname) => expect(isCanonicalPath(pathname)).toBe(true));

  it.each([
    ...ODD_SPELLINGS,
    '',
    'releases/v/x.js',
    '/services/',
    '/%',
    '/%zz',
    '/%E0%A4%A',
    '/caf%c3%a9',
    '/a%00.js',
    '/%7E',
    '/%40',
  ])('refuses %s', (pathname) => expect(isCanonicalPath(pathname)).toBe(false));
});
