import { isPrivatePath } from './static-server.mjs';

describe('isPrivatePath', () => {
  it.each([
    '/node',
    '/node/remoteEntry.js',
    '/node/render-page.js',
    '/releases/20260101-000000-abc/node/remoteEntry.js',
    '/releases/20260101-000000-abc/node/chunks/12.js',
    '/releases/v1/%6eode/remoteEntry.js',
    '/releases/v1/./node/remoteEntry.js',
    '//releases/v1/node/remoteEntry.js',
    '/prerendered/manifest.json',
    '/live.json',
    '/history.json',
  ])('keeps %s from visitors', (pathname) => {
    expect(isPrivatePath(pathname)).toBe(true);
  });

  it.each([
    '/',
    '/nodes',
    '/services',
    '/mf-manifest.json',
    '/releases/v1/remoteEntry.js',
    '/releases/v1/assets/hero-poster.b6c8c76cb2.webp',
    '/releases/v1/nodes/x.js',
    '/%E0%A4%A',
  ])('serves %s', (pathname) => {
    expect(isPrivatePath(pathname)).toBe(false);
  });
});
