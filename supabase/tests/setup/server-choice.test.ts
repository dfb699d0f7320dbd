import { choosePostgres, configuredMajorVersion, type Probe } from './server-choice';

const found = (label: string, version: string): Probe => ({ ok: true, label, config: { host: label }, version });
const missing = (label: string): Probe => ({ ok: false, label, reason: 'connect ENOENT' });

describe('the PostgreSQL version of the database tests', () => {
  it("is supabase/config.toml's [db] major_version, not another section's", () => {
    const toml = '[db]\nport = 54322\n# why\nmajor_version = 17\n\n[db.seed]\nmajor_version = 3\n';
    expect(configuredMajorVersion(toml)).toBe(17);
    expect(() => configuredMajorVersion('[db.seed]\nmajor_version = 17\n')).toThrow(/\[db\] major_version/);
    expect(Number.isInteger(configuredMajorVersion())).toBe(true);
  });
});

describe('which server the real-PostgreSQL checks run on', () => {
  it("uses this machine's server when it runs the configured major version", () => {
    expect(choosePostgres(17, undefined, found('socket', '17.6 (Debian 17.6-1)'))).toMatchObject({
      kind: 'use',
      version: '17.6 (Debian 17.6-1)',
      source: 'the server on socket',
    });
  });

  it("starts the configured version when this machine's server runs another one, or none answers", () => {
    expect(choosePostgres(17, undefined, found('socket', '15.14'))).toEqual({
      kind: 'start-embedded',
      why: 'the server on socket runs PostgreSQL 15.14, not 17 (supabase/config.toml [db] major_version is 17)',
    });
    expect(choosePostgres(17, undefined, missing('socket'))).toEqual({
      kind: 'start-embedded',
      why: 'no PostgreSQL server answers on socket',
    });
  });

  it('uses SUPABASE_TEST_DATABASE_URL as given, and fails, saying why, when it does not answer or runs another version', () => {
    const url = 'SUPABASE_TEST_DATABASE_URL';
    expect(choosePostgres(17, found(url, '17.10'), undefined)).toMatchObject({ kind: 'use', source: url });
    expect(choosePostgres(17, found(url, '15.14'), undefined)).toEqual({
      kind: 'fail',
      reason: expect.stringMatching(/runs PostgreSQL 15\.14, but supabase\/config\.toml .* is 17\. Point it at/),
    });
    expect(choosePostgres(17, missing(url), undefined)).toEqual({
      kind: 'fail',
      reason: expect.stringMatching(/did not answer \(connect ENOENT\)\. Fix it, or unset it/),
    });
  });
});
