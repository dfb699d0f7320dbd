import { adaptSql } from './schema-adapt.mjs';
import { withoutRateLimits, UNLIMITED_RATE } from './suite-config.mjs';
import { installSpecs, readCatalog } from './deps.mjs';

describe('adaptSql', () => {
  it('leaves SQL that needs no bridge as it is', () => {
    expect(adaptSql('create table t (id int);')).toEqual({ sql: 'create table t (id int);', applied: [] });
  });

  it('bridges PostGIS, the authenticator role, pgcrypto on the search path and GoTrue columns, and names each', () => {
    const sql = [
      "alter role authenticator set pgrst.db_plan_enabled to 'true';",
      'create extension if not exists postgis schema extensions;',
      'create table shops (geom extensions.geometry(POINT, 4326), g2 extensions.geometry(POINT, 4326));',
      "insert into auth.users (id, encrypted_password) values (gen_random_uuid(), crypt('p', gen_salt('bf')));",
    ].join('\n');
    const { sql: out, applied } = adaptSql(sql);
    expect(applied).toEqual([
      'authenticator role',
      'no PostGIS',
      'geometry as text',
      'search_path with extensions',
      "GoTrue's auth.users columns",
    ]);
    expect(out).toMatch(/^do \$\$ begin if not exists .*create role authenticator/);
    expect(out).toContain('set local search_path = "$user", public, extensions;');
    expect(out).toContain('add column if not exists instance_id uuid');
    expect(out).toContain('create table shops (geom text, g2 text);');
    expect(out).not.toMatch(/create extension if not exists postgis/);
    expect(out).toContain("alter role authenticator set pgrst.db_plan_enabled to 'true';");
  });
});

describe('withoutRateLimits', () => {
  it('raises the keys the backend reads and keeps every other line', () => {
    const toml = [
      '[auth]',
      'jwt_expiry = 3600',
      '[auth.rate_limit]',
      'email_sent = 2',
      'token_refresh = 150',
      'sign_in_sign_ups = 30',
      '[auth.email]',
      'enable_signup = true',
    ].join('\n');
    expect(withoutRateLimits(toml).split('\n')).toEqual([
      '[auth]',
      'jwt_expiry = 3600',
      '[auth.rate_limit]',
      'email_sent = 2',
      `token_refresh = ${UNLIMITED_RATE}`,
      `sign_in_sign_ups = ${UNLIMITED_RATE}`,
      '[auth.email]',
      'enable_signup = true',
    ]);
  });

  it('adds missing keys to the table, or the table itself', () => {
    expect(withoutRateLimits('[auth.rate_limit]\nemail_sent = 2')).toBe(
      `[auth.rate_limit]\nemail_sent = 2\ntoken_refresh = ${UNLIMITED_RATE}\nsign_in_sign_ups = ${UNLIMITED_RATE}`,
    );
    expect(withoutRateLimits('[auth]\njwt_expiry = 1')).toBe(
      `[auth]\njwt_expiry = 1\n\n[auth.rate_limit]\ntoken_refresh = ${UNLIMITED_RATE}\nsign_in_sign_ups = ${UNLIMITED_RATE}`,
    );
  });
});

describe('test packages', () => {
  it('reads the pnpm catalog and takes ranges from the package, then the catalog', () => {
    const catalog = readCatalog(
      "packages:\n  - 'packages/*'\ncatalog:\n  typescript: ~5.8.3\n  'ts-jest': ^29.4.9\n\nother:\n  zod: 1\n",
    );
    expect(catalog).toEqual({ typescript: '~5.8.3', 'ts-jest': '^29.4.9' });
    const pkg = {
      dependencies: { tslib: '2.8.1' },
      devDependencies: { 'ts-jest': 'catalog:', zod: '^3.25.76', x: 'workspace:*' },
    };
    expect(installSpecs(['tslib', 'ts-jest', 'zod', 'x', 'typescript'], pkg, catalog)).toEqual([
      'tslib@2.8.1',
      'ts-jest@^29.4.9',
      'zod@^3.25.76',
      'x',
      'typescript',
    ]);
  });
});
