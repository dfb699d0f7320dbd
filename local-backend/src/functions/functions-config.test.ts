import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { readFunctionsConfig } from './functions-config';
import { forwardedFor, functionAddressEnv } from './functions-handler';
import { SUPABASE_DIR } from '../paths';

describe('readFunctionsConfig', () => {
  it("follows the repository's config.toml: every function checks its callers itself", async () => {
    const config = await readFunctionsConfig(path.join(SUPABASE_DIR, 'config.toml'));
    expect(config.verifyJwt('collect-telemetry')).toBe(false);
    expect(config.verifyJwt('validate-company-email')).toBe(false);
    expect(config.verifyJwt('export-leads')).toBe(false);
    // Not listed: the Supabase CLI's default.
    expect(config.verifyJwt('another')).toBe(true);
  });

  it('stops on a verify_jwt that is not a boolean', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'functions-config-'));
    const file = path.join(dir, 'config.toml');
    await writeFile(file, '[functions.x]\nverify_jwt = "no"\n');
    await expect(readFunctionsConfig(file)).rejects.toThrow('[functions.x] verify_jwt must be true or false');
    await rm(dir, { recursive: true, force: true });
  });
});

describe('forwardedFor', () => {
  const request = (remoteAddress: string, header?: string) =>
    ({
      socket: { remoteAddress },
      headers: header === undefined ? {} : { 'x-forwarded-for': header },
    }) as unknown as IncomingMessage;

  it("appends the client's address as a proxy does", () => {
    expect(forwardedFor(request('192.0.2.5'))).toBe('192.0.2.5');
    expect(forwardedFor(request('::ffff:192.0.2.5', '10.0.0.1'))).toBe('10.0.0.1, 192.0.2.5');
  });

  it('appends a loopback client too: no peer is trusted for being local', () => {
    expect(forwardedFor(request('127.0.0.1', '203.0.113.4'))).toBe('203.0.113.4, 127.0.0.1');
    expect(forwardedFor(request('::1'))).toBe('::1');
  });
});

describe('functionAddressEnv', () => {
  it("gives the functions the setting that finds the backend's own client behind the relay", () => {
    // No setting: the TCP peer, which is the relay's own last entry.
    expect(functionAddressEnv(null)).toEqual({ CLIENT_ADDRESS_HEADER: 'x-forwarded-for', CLIENT_ADDRESS_PROXIES: '0' });
    // The operator's x-forwarded-for: the relay is one more proxy to skip.
    expect(functionAddressEnv({ header: 'x-forwarded-for', proxies: 1 })).toEqual({
      CLIENT_ADDRESS_HEADER: 'x-forwarded-for',
      CLIENT_ADDRESS_PROXIES: '2',
    });
    expect(functionAddressEnv({ header: 'cf-connecting-ip', proxies: 0 })).toEqual({
      CLIENT_ADDRESS_HEADER: 'cf-connecting-ip',
      CLIENT_ADDRESS_PROXIES: '0',
    });
  });
});
