import { decodeProtectedHeader } from 'jose';
import { signJwt } from './jwt';
import { readKeyModel, readSigningAlg } from './key-model';
import {
  LOCAL_JWT_SECRET,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_RSA_SIGNING_KID,
  LOCAL_SECRET_KEY,
  LOCAL_SIGNING_KID,
} from './keys';
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

describe('readSigningAlg', () => {
  it('is unset (ES256 in the new model) unless SUPABASE_SIGNING_ALG names ES256 or RS256, in any case', () => {
    expect(readSigningAlg({})).toBeUndefined();
    expect(readSigningAlg({ SUPABASE_SIGNING_ALG: ' ' })).toBeUndefined();
    expect(readSigningAlg({ SUPABASE_SIGNING_ALG: 'ES256' })).toBe('ES256');
    expect(readSigningAlg({ SUPABASE_SIGNING_ALG: ' rs256 ' })).toBe('RS256');
  });

  it('refuses any other value with a message naming the two', () => {
    expect(() => readSigningAlg({ SUPABASE_SIGNING_ALG: 'HS256' })).toThrow(
      /SUPABASE_SIGNING_ALG=HS256 is not a signing algorithm: use "ES256" \(the default\) or "RS256"/,
    );
  });
});

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi'];

describe('the project keys', () => {
  const claims = { role: 'authenticated', sub: 'u1', exp: Math.floor(Date.now() / 1000) + 60 };

  it('new: hands out the publishable and secret keys and signs ES256 with the published kid', async () => {
    const keys = await localProjectKeys('new');
    expect(keys.api).toEqual({ publishableKey: LOCAL_PUBLISHABLE_KEY, secretKey: LOCAL_SECRET_KEY });
    expect(keys.sessionAlg).toBe('ES256');
    const token = await keys.signToken(claims);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', kid: LOCAL_SIGNING_KID, typ: 'JWT' });
    expect(await keys.verifyToken(token)).toEqual({ ok: true, claims });
    // The signing key first; the RSA key published beside it, as a standby key is.
    expect(keys.jwks.keys).toEqual([
      expect.objectContaining({ kid: LOCAL_SIGNING_KID, alg: 'ES256', kty: 'EC', crv: 'P-256', use: 'sig' }),
      expect.objectContaining({ kid: LOCAL_RSA_SIGNING_KID, alg: 'RS256', kty: 'RSA', use: 'sig' }),
    ]);
    for (const key of keys.jwks.keys) for (const member of PRIVATE_MEMBERS) expect(key).not.toHaveProperty(member);
  });

  it('new with RS256: signs with the RSA key and its kid, and still verifies sessions signed before with ES256', async () => {
    const [rsa, ec] = await Promise.all([localProjectKeys('new', 'RS256'), localProjectKeys('new', 'ES256')]);
    expect(rsa.sessionAlg).toBe('RS256');
    const token = await rsa.signToken(claims);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'RS256', kid: LOCAL_RSA_SIGNING_KID, typ: 'JWT' });
    expect(await rsa.verifyToken(token)).toEqual({ ok: true, claims });
    expect(await ec.verifyToken(token)).toEqual({ ok: true, claims });
    expect(await rsa.verifyToken(await ec.signToken(claims))).toEqual({ ok: true, claims });
    expect(rsa.jwks.keys.map((k) => k.kid)).toEqual([LOCAL_RSA_SIGNING_KID, LOCAL_SIGNING_KID]);
    for (const key of rsa.jwks.keys) for (const member of PRIVATE_MEMBERS) expect(key).not.toHaveProperty(member);
  });

  it('new: refuses a token whose header names the other algorithm for a kid (no algorithm confusion)', async () => {
    const keys = await localProjectKeys('new', 'RS256');
    const token = await keys.signToken(claims);
    const [, body, signature] = token.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'ES256', kid: LOCAL_RSA_SIGNING_KID, typ: 'JWT' })).toString(
      'base64url',
    );
    expect((await keys.verifyToken(`${header}.${body}.${signature}`)).ok).toBe(false);
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

  it('legacy: refuses a signing algorithm, naming both variables', async () => {
    await expect(localProjectKeys('legacy', 'RS256')).rejects.toThrow(
      'SUPABASE_SIGNING_ALG=RS256 needs the new key model: with SUPABASE_KEYS=legacy sessions are HS256',
    );
  });
});
