import { isAsymmetricAlg, readJwks, unfitKeyReason } from './jwks.ts';

const EC = { kty: 'EC', crv: 'P-256', x: 'x', y: 'y', kid: 'k' };
const RSA = { kty: 'RSA', n: 'A'.repeat(342), e: 'AQAB', kid: 'r' };

describe('readJwks', () => {
  it('reads {"keys": [...]} and a bare array of keys alike', () => {
    expect(readJwks(JSON.stringify({ keys: [EC, RSA] }))).toEqual([EC, RSA]);
    expect(readJwks(JSON.stringify([EC, RSA]))).toEqual([EC, RSA]);
    expect(readJwks('{"keys": []}')).toEqual([]);
  });

  it('says why other text is not a key set, and skips entries that are not keys', () => {
    expect(readJwks('{"keys":')).toBe('not JSON');
    expect(readJwks('{"kty": "EC"}')).toBe('neither {"keys": [...]} nor an array of keys');
    expect(readJwks('"keys"')).toBe('neither {"keys": [...]} nor an array of keys');
    expect(readJwks(JSON.stringify([null, 'k', EC]))).toEqual([EC]);
  });
});

describe('unfitKeyReason', () => {
  it('takes an EC P-256 key for ES256 and an RSA key of 2048 bits for RS256, with or without use, key_ops, alg', () => {
    expect(unfitKeyReason(EC, 'ES256')).toBeNull();
    expect(unfitKeyReason({ ...EC, use: 'sig', key_ops: ['verify'], alg: 'ES256' }, 'ES256')).toBeNull();
    expect(unfitKeyReason(RSA, 'RS256')).toBeNull();
    expect(unfitKeyReason({ ...RSA, use: 'sig', key_ops: ['verify'], alg: 'RS256' }, 'RS256')).toBeNull();
  });

  it.each([
    ['an RSA key for ES256', RSA, 'ES256', 'its kty is RSA, not EC'],
    ['an EC key for RS256', EC, 'RS256', 'its kty is EC, not RSA'],
    ['another curve', { ...EC, crv: 'P-384' }, 'ES256', 'its curve is P-384, not P-256'],
    ['an encryption key', { ...EC, use: 'enc' }, 'ES256', 'its use is enc, not sig'],
    ['key_ops without verify', { ...EC, key_ops: ['encrypt'] }, 'ES256', 'its key_ops do not include verify'],
    ['key_ops that are not a list', { ...EC, key_ops: 'verify' }, 'ES256', 'its key_ops do not include verify'],
    ['a key for another alg', { ...EC, alg: 'ES384' }, 'ES256', 'it is for ES384'],
    ['an RS512 key', { ...RSA, alg: 'RS512' }, 'RS256', 'it is for RS512'],
    ['a short RSA modulus', { ...RSA, n: 'A'.repeat(171) }, 'RS256', 'its modulus is shorter than 2048 bits'],
  ] as const)('refuses %s', (_label, jwk, alg, reason) => {
    expect(unfitKeyReason(jwk, alg)).toBe(reason);
  });

  it('knows ES256 and RS256 as verified by key; HS256, none and others are not', () => {
    expect(['ES256', 'RS256', 'HS256', 'none', 'toString', undefined].map(isAsymmetricAlg)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
