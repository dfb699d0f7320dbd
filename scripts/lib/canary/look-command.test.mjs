// `npm run canary -- <remote> --look`, in a child process as the scheduled job runs it: one look
// (renew the lease, read, decide, act) and exit, never a wait; with no canary running, nothing to do.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BUILT_IN_REMOTES,
  SHELL_BUNDLE,
  folderTarget,
  readCanary,
  startedCanary,
  switchLive,
  writeCanary,
} from 'release';
import { publishFakeRelease } from 'release/testing';
import { runScript } from '../release/testing/run-script.mjs';

const MARKETING = BUILT_IN_REMOTES[0] ?? SHELL_BUNDLE;

let site = '';
beforeAll(async () => {
  site = mkdtempSync(path.join(tmpdir(), 'look-command-'));
  const cdn = folderTarget(path.join(site, 'cdn'));
  for (const [bundle, version] of /** @type {const} */ ([
    [SHELL_BUNDLE, 's1'],
    [MARKETING, 'm1'],
  ])) {
    await publishFakeRelease(cdn, bundle, version, path.join(site, 'builds'));
    await switchLive(cdn, bundle, version, 'release');
  }
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

/**
 * `npm run canary -- marketing …` on the site's folder target.
 * @param {string[]} args @param {Record<string, string>} [backend] SUPABASE_URL and its key
 */
const canary = (args, backend) => runScript('canary.mjs', [MARKETING.name, ...args], path.join(site, 'cdn'), backend);

describe('npm run canary -- <remote> --look', () => {
  it('with no canary running, says so and succeeds', async () => {
    const look = await canary(['--look']);
    expect(look.output).toContain('The canary of marketing no longer runs (none).');
    expect(look.code).toBe(0);
  }, 20_000);

  it('renews the lease, reads the telemetry once, decides and exits while the canary runs on', async () => {
    const cdn = folderTarget(path.join(site, 'cdn'));
    const started = startedCanary({ version: 'm2', live: 'm1', share: 10, now: new Date(), leaseSeconds: 60 });
    await writeCanary(cdn, MARKETING, started);
    // A project whose telemetry counted nothing yet (and whose journal takes every write).
    /** @type {string[]} */
    const asked = [];
    const telemetry = createServer((request, response) => {
      asked.push(String(request.url));
      request.resume().on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('[]'));
    });
    await new Promise((resolve) => telemetry.listen(0, '127.0.0.1', () => resolve(undefined)));
    const { port } = /** @type {import('node:net').AddressInfo} */ (telemetry.address());
    try {
      const backend = { SUPABASE_URL: `http://127.0.0.1:${port}`, SUPABASE_SECRET_KEY: 'sb_secret_look' };
      const look = await canary(['--look', '--lease', '3600'], backend);
      expect(look.output).toMatch(/marketing: hold \(share 10 %\)/);
      expect(look.code).toBe(0);
    } finally {
      telemetry.close();
    }
    expect(asked.filter((url) => url.endsWith('/rpc/telemetry_canary_look'))).toHaveLength(1);
    const state = await readCanary(cdn, MARKETING);
    expect(state).toMatchObject({ version: 'm2', status: 'running', share: 10 });
    expect(Date.parse(state?.leaseUntil ?? '')).toBeGreaterThan(Date.parse(started.leaseUntil) + 3000_000);
  }, 20_000);

  it('fails when the telemetry cannot be read, after renewing the lease', async () => {
    const cdn = folderTarget(path.join(site, 'cdn'));
    const started = startedCanary({ version: 'm3', live: 'm1', share: 10, now: new Date(), leaseSeconds: 60 });
    await writeCanary(cdn, MARKETING, started);
    const look = await canary(['--look', '--lease', '3600']);
    expect(look.code).not.toBe(0);
    expect(look.output).toContain('http://127.0.0.1:2');
    expect(Date.parse((await readCanary(cdn, MARKETING))?.leaseUntil ?? '')).toBeGreaterThan(
      Date.parse(started.leaseUntil),
    );
  }, 20_000);

  it.each([
    [['--look', '--watch'], '--look is one look: it takes no --watch or --interval.'],
    [['--look', '--interval', '5'], '--look is one look: it takes no --watch or --interval.'],
    [['--look', '--bake', '0'], '--bake takes'],
    [['promote', '--look'], 'promote takes no --look.'],
  ])(
    '%j: status 2 with the usage',
    async (args, message) => {
      const look = await canary(args);
      expect(look.code).toBe(2);
      expect(look.output).toContain(message);
      expect(look.output).toContain('--look          one look of the watcher and exit');
    },
    20_000,
  );
});
