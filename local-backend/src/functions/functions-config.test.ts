import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { readFunctionsConfig } from './functions-config';
import { forwardedFor } from './functions-handler';
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

  it('passes on the header of a loopback client, a proxy in front of the backend', () => {
    expect(forwardedFor(request('127.0.0.1', '203.0.113.4'))).toBe('203.0.113.4');
    expect(forwardedFor(request('::1'))).toBe('::1');
  });
});
