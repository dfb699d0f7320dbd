import { decodeProtectedHeader } from 'jose';
import { signJwt } from './jwt';
import { readKeyModel } from './key-model';
import { LOCAL_JWT_SECRET, LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, LOCAL_SIGNING_KID } from './keys';
import { localProjectKeys } from './project-keys';

describe('readKeyModel', () => {
  it('is the new model unless SUPABASE_KEYS says legacy', () => {
    expect(readKeyModel({})).toBe('new');
    expect(readKeyModel({ SUPABASE_KEYS: '' })).toBe('new');
    expect(readKeyModel({ SUPABASE_KEYS: 'new' })).toBe('new');
    expect(readKeyModel({ SUPABASE_KEYS: ' Legacy ' })).toBe('legacy');
  });

  it('refuses any other value with a message naming the two', () => {
    expect(() => readKeyModel({ SUPABASE_KEYS: 'jwt' })).toThrow(/SUPABASE_KEYS=jwt .*"new".*"legacy"/);
  });
});

describe('the project keys', () => {
  const claims = { role: 'authenticated', sub: 'u1', exp: Math.floor(Date.now() / 1000) + 60 };

  it('new: hands out the publishable and secret keys and signs ES256 with the published kid', async () => {
    const keys = await localProjectKeys('new');
    expect(keys.api).toEqual({ publishableKey: LOCAL_PUBLISHABLE_KEY, secretKey: LOCAL_SECRET_KEY });
    const token = await keys.signToken(claims);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', kid: LOCAL_SIGNING_KID, typ: 'JWT' });
    expect(await keys.verifyToken(token)).toEqual({ ok: true, claims });
    expect(keys.jwks.keys).toEqual([expect.objectContaining({ kid: LOCAL_SIGNING_KID, alg: 'ES256', crv: 'P-256' })]);
    expect(keys.jwks.keys[0]).not.toHaveProperty('d');
  });

  it('new: refuses an HS256 token, even one signed with the legacy secret, and an expired one', async () => {
    const keys = await localProjectKeys('new');
    expect((await keys.verifyToken(await signJwt(claims, LOCAL_JWT_SECRET))).ok).toBe(false);
    const expired = await keys.signToken({ ...claims, exp: 1 });
    expect(await keys.verifyToken(expired)).toEqual({ ok: false, failure: 'expired' });
  });

  it('legacy: signs HS256 with the legacy secret, refuses ES256, publishes no key', async () => {
    const [legacy, modern] = await Promise.all([localProjectKeys('legacy'), localProjectKeys('new')]);
    const token = await legacy.signToken(claims);
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    expect(await legacy.verifyToken(token)).toEqual({ ok: true, claims });
    expect((await legacy.verifyToken(await modern.signToken(claims))).ok).toBe(false);
    expect(legacy.jwks).toEqual({ keys: [] });
  });
});
