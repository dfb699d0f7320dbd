import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { SUPABASE_DIR } from '../paths';
import { authConfigFrom, readAuthConfig } from './auth-config';

const COMPLETE = `
[auth]
enable_signup = true
[auth.email]
enable_signup = false
[auth.rate_limit]
sign_in_sign_ups = 5
token_refresh = 60
`;

describe('readAuthConfig', () => {
  it("reads the repository's config.toml: no public sign-up, email sign-in on, the CLI's default limits", async () => {
    expect(await readAuthConfig(path.join(SUPABASE_DIR, 'config.toml'))).toEqual({
      signupEnabled: false,
      emailProviderEnabled: true,
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
