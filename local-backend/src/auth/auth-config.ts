import { readFile } from 'node:fs/promises';
import { parse as parseToml, type TomlTable, type TomlValue } from 'smol-toml';

/** The settings of supabase/config.toml that the auth endpoints obey, as the Supabase CLI hands them to GoTrue. */
export interface AuthConfig {
  /** `[auth] enable_signup`; the CLI sets GoTrue's `DISABLE_SIGNUP` to its opposite. */
  signupEnabled: boolean;
  /**
   * `[auth.email] enable_signup`; the CLI sets GoTrue's `EXTERNAL_EMAIL_ENABLED` from it, which
   * switches the whole email provider: email sign-ins as well as email sign-ups.
   */
  emailProviderEnabled: boolean;
  /** `[auth] jwt_expiry` (GoTrue's `JWT_EXP`): seconds an access token lasts. */
  jwtExpiry: number;
  /** `[auth] enable_refresh_token_rotation` (`SECURITY_REFRESH_TOKEN_ROTATION_ENABLED`): a reuse past the interval revokes the session's tokens. */
  refreshTokenRotation: boolean;
  /** `[auth] refresh_token_reuse_interval` (`SECURITY_REFRESH_TOKEN_REUSE_INTERVAL`): seconds a revoked refresh token may still be used. */
  refreshTokenReuseInterval: number;
  /** `[auth.rate_limit]`: requests per client address per 5 minutes. */
  rateLimits: {
    /** `sign_in_sign_ups` (GoTrue's `RATE_LIMIT_OTP`): sign-ups and user updates. */
    signInSignUps: number;
    /** `token_refresh` (GoTrue's `RATE_LIMIT_TOKEN_REFRESH`): every `/token` grant, password sign-ins too. */
    tokenRefresh: number;
  };
}

/**
 * Reads the auth settings from a config.toml. Every one must be written there: the file is the one
 * place these facts live, so a missing or mistyped key stops the backend instead of a default
 * in code silently taking its place.
 */
export async function readAuthConfig(configFile: string): Promise<AuthConfig> {
  let text: string;
  try {
    text = await readFile(configFile, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read the Supabase config ${configFile}: ${(error as Error).message}`);
  }
  try {
    return authConfigFrom(parseToml(text));
  } catch (error) {
    throw new Error(`${configFile}: ${(error as Error).message}`);
  }
}

/** {@link AuthConfig} from a parsed config.toml. */
export function authConfigFrom(doc: TomlTable): AuthConfig {
  const auth = table(doc, 'auth');
  const email = table(auth, 'email', 'auth.email');
  const limits = table(auth, 'rate_limit', 'auth.rate_limit');
  return {
    signupEnabled: flag(auth, 'auth', 'enable_signup'),
    emailProviderEnabled: flag(email, 'auth.email', 'enable_signup'),
    jwtExpiry: seconds(auth, 'auth', 'jwt_expiry', 1),
    refreshTokenRotation: flag(auth, 'auth', 'enable_refresh_token_rotation'),
    refreshTokenReuseInterval: seconds(auth, 'auth', 'refresh_token_reuse_interval', 0),
    rateLimits: {
      signInSignUps: count(limits, 'auth.rate_limit', 'sign_in_sign_ups'),
      tokenRefresh: count(limits, 'auth.rate_limit', 'token_refresh'),
    },
  };
}

function entry(parent: TomlTable, key: string): TomlValue | undefined {
  return Object.hasOwn(parent, key) ? parent[key] : undefined;
}

function table(parent: TomlTable, key: string, name = key): TomlTable {
  const value = entry(parent, key);
  if (typeof value !== 'object' || Array.isArray(value) || value instanceof Date)
    throw new Error(`[${name}] is missing`);
  return value;
}

function flag(parent: TomlTable, section: string, key: string): boolean {
  const value = entry(parent, key);
  if (typeof value !== 'boolean') throw new Error(`[${section}] ${key} must be set to true or false`);
  return value;
}

function count(parent: TomlTable, section: string, key: string): number {
  const value = entry(parent, key);
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
    throw new Error(`[${section}] ${key} must be set to a whole number of requests (0 or more)`);
  return value;
}

function seconds(parent: TomlTable, section: string, key: string, min: number): number {
  const value = entry(parent, key);
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min)
    throw new Error(`[${section}] ${key} must be set to a whole number of seconds (${min} or more)`);
  return value;
}
