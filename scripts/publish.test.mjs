// The entry of npm run publish (publish.mjs): its usage, its refusals before anything is written,
// and the runtime config it gives the release package's publishSite from the environment's
// variables (publishSite itself is tested in packages/release/src/publish-site/).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT, publishedBackend } from 'release';
import { readSiteConfig, runtimeConfig } from './lib/site-config.mjs';

/** The variables of an environment with a hosted project, its own address and a remote moved to a CDN. */
const ENV = {
  SUPABASE_URL: 'https://example.supabase.co',
  SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
  PUBLIC_ORIGIN: 'https://www.example.com/',
  MARKETING_MANIFEST_URL: 'https://marketing.cdn.example.com/mf-manifest.json',
};

let work = '';
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'publish-entry-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('the runtime config npm run publish writes', () => {
  it("names the environment's backend, its public origin and a remote's own address", () => {
    const site = readSiteConfig(ENV);
    const config = runtimeConfig(site, publishedBackend(site.hostedBackend));
    expect(config.publicOrigin).toBe('https://www.example.com');
    expect(config.remotes.marketing).toBe(ENV.MARKETING_MANIFEST_URL);
    expect(config.supabase).toEqual({ url: ENV.SUPABASE_URL, publishableKey: ENV.SUPABASE_PUBLISHABLE_KEY });
  });

  it("takes a legacy project's anon key", () => {
    const site = readSiteConfig({ SUPABASE_URL: 'https://x.supabase.co', SUPABASE_ANON_KEY: 'eyJanon' });
    expect(publishedBackend(site.hostedBackend)).toEqual({ url: 'https://x.supabase.co', publishableKey: 'eyJanon' });
  });

  it('is refused with a usage error naming the variables when the environment names no backend', () => {
    expect(() => publishedBackend(readSiteConfig({ PUBLIC_ORIGIN: 'https://www.example.com' }).hostedBackend)).toThrow(
      expect.objectContaining({ kind: 'usage', message: expect.stringContaining('SUPABASE_URL') }),
    );
  });
});

describe('node scripts/publish.mjs', () => {
  const run = promisify(execFile);
  const entry = path.join(ROOT, 'scripts', 'publish.mjs');
  /** The environment of a run: none of this machine's backend or target variables. */
  const clean = () =>
    Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) => !/^(SUPABASE_|RELEASE_TARGET|PUBLIC_ORIGIN|SKIP_BUILD|npm_command$)/.test(name),
      ),
    );

  it('prints its usage with --help', async () => {
    const { stdout } = await run(process.execPath, [entry, '--help'], { env: clean() });
    expect(stdout).toMatch(/^Usage: npm run publish \[-- --skip-build\]/);
    expect(stdout).toContain('SUPABASE_PUBLISHABLE_KEY');
  }, 20_000);

  it('refuses with status 2 and writes nothing when the environment names no backend', async () => {
    const target = path.join(work, 'cdn');
    mkdirSync(target);
    const env = { ...clean(), RELEASE_TARGET_DIR: target };
    const failed = await run(process.execPath, [entry, '--skip-build'], { env }).then(
      () => null,
      (/** @type {{ code: number, stderr: string }} */ error) => error,
    );
    expect(failed?.code).toBe(2);
    expect(failed?.stderr).toContain('SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY');
    expect(readdirSync(target)).toEqual([]);
  }, 20_000);

  it("refuses with status 2 as the publish step of npm's own npm publish, before anything else", async () => {
    const target = path.join(work, 'cdn');
    mkdirSync(target);
    const env = { ...clean(), ...ENV, RELEASE_TARGET_DIR: target, npm_command: 'publish' };
    const failed = await run(process.execPath, [entry, '--skip-build'], { env }).then(
      () => null,
      (/** @type {{ code: number, stderr: string }} */ error) => error,
    );
    expect(failed?.code).toBe(2);
    expect(failed?.stderr).toContain('npm run publish');
    expect(readdirSync(target)).toEqual([]);
  }, 20_000);
});
