import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { SUPABASE_DIR } from '../paths';
import { authConfigFrom, readAuthConfig } from './auth-config';

const COMPLETE = `
[auth]
enable_signup = true
jwt_expiry = 600
enable_refresh_token_rotation = false
refresh_token_reuse_interval = 3
[auth.email]
enable_signup = false
[auth.rate_limit]
sign_in_sign_ups = 5
token_refresh = 60
`;

describe('readAuthConfig', () => {
  it("reads the repository's config.toml: no public sign-up, email sign-in on, an hour's access tokens, rotation with a 10 s reuse interval, the CLI's default limits", async () => {
    expect(await readAuthConfig(path.join(SUPABASE_DIR, 'config.toml'))).toEqual({
      signupEnabled: false,
      emailProviderEnabled: true,
      jwtExpiry: 3600,
      refreshTokenRotation: true,
      refreshTokenReuseInterval: 10,
      rateLimits: { signInSignUps: 30, tokenRefresh: 150 },
    });
  });

  it('names the file when it cannot be read or obeyed', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'auth-config-'));
    try {
      await expect(readAuthConfig(path.join(dir, 'config.toml'))).rejects.toThrow(
        `Cannot read the Supabase config ${path.join(dir, 'config.toml')}`,
      );
      await writeFile(path.join(dir, 'config.toml'), '[auth\n');
      await expect(readAuthConfig(path.join(dir, 'config.toml'))).rejects.toThrow(
        `${path.join(dir, 'config.toml')}: Invalid TOML document`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('authConfigFrom', () => {
  it('takes each switch and limit from its own key', () => {
    expect(authConfigFrom(parseToml(COMPLETE))).toEqual({
      signupEnabled: true,
      emailProviderEnabled: false,
      jwtExpiry: 600,
      refreshTokenRotation: false,
      refreshTokenReuseInterval: 3,
      rateLimits: { signInSignUps: 5, tokenRefresh: 60 },
    });
  });

  it.each([
    ['[auth] is missing', COMPLETE.replace(/\[auth\]\n/, '').replace(/\[auth\./g, '[other.')],
    ['[auth.rate_limit] is missing', COMPLETE.replace(/\[auth\.rate_limit\][^]*$/, '')],
    [
      '[auth] enable_signup must be set to true or false',
      COMPLETE.replace('enable_signup = true', 'enable_signup = "no"'),
    ],
    ['[auth.email] enable_signup must be set to true or false', COMPLETE.replace('enable_signup = false\n', '')],
    [
      '[auth] jwt_expiry must be set to a whole number of seconds (1 or more)',
      COMPLETE.replace('jwt_expiry = 600', 'jwt_expiry = 0'),
    ],
    [
      '[auth] refresh_token_reuse_interval must be set to a whole number of seconds (0 or more)',
      COMPLETE.replace('refresh_token_reuse_interval = 3\n', ''),
    ],
    [
      '[auth] enable_refresh_token_rotation must be set to true or false',
      COMPLETE.replace('enable_refresh_token_rotation = false', 'enable_refresh_token_rotation = 1'),
    ],
    [
      '[auth.rate_limit] token_refresh must be set to a whole number of requests (0 or more)',
      COMPLETE.replace('token_refresh = 60', 'token_refresh = -1'),
    ],
    [
      '[auth.rate_limit] sign_in_sign_ups must be set to a whole number of requests (0 or more)',
      COMPLETE.replace('sign_in_sign_ups = 5', 'sign_in_sign_ups = 2.5'),
    ],
  ])('refuses a config where %s, instead of assuming a value', (message, text) => {
    expect(() => authConfigFrom(parseToml(text))).toThrow(message);
  });
});
