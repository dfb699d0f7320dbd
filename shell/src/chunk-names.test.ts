import shellChunks from '../chunk-names.js';

describe('chunkFilePattern', () => {
  const telemetry = shellChunks.chunkFilePattern(shellChunks.telemetry);
  const router = shellChunks.chunkFilePattern(shellChunks.router);

  it('matches the production file of a chunk, alone, in a path or in a URL path', () => {
    expect(telemetry.test('telemetry.e9da5c4ab9.js')).toBe(true);
    expect(telemetry.test('/releases/20261126-101500/telemetry.e9da5c4ab9.js')).toBe(true);
    expect(router.test('site-router.74edf95e57.js')).toBe(true);
  });

  it('matches no other chunk, no development name, no source map and no compressed twin', () => {
    expect(telemetry.test('/x-telemetry.e9da5c4ab9.js')).toBe(false);
    expect(telemetry.test('/telemetry.js')).toBe(false);
    expect(telemetry.test('/telemetry.e9da5c4ab9.js.map')).toBe(false);
    expect(telemetry.test('/telemetry.e9da5c4ab9.js.br')).toBe(false);
    expect(router.test('site-routerX74edf95e57.js')).toBe(false);
  });
});
