import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeReport, fuzzServer } from '../support/fuzz/fuzz-server.mjs';
import { unservedSpellings } from '../support/fuzz/release-spellings.mjs';
import { addCandidate, bundleKeys, folderPaths, folderTarget, s3Target, withdrawCandidate } from 'release';
import { clientOf, freePort, objectMeta, startLocalS3 } from 'site-servers';
import { serveSite } from '../../scripts/lib/serve-site.mjs';
import { readSiteConfig } from '../../scripts/lib/site-config.mjs';
import { BACKEND_PATHS, releaseFilesToSpell, staticPaths } from '../support/fuzz-paths';
import { releaseTarget } from '../support/release';
import { startOwnBackend } from '../support/own-backend';
import { SITE, site } from '../support/site';

// Seeded and bounded: FUZZ_SEED replays a run, FUZZ_REQUESTS sets how many requests each server gets.
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const COUNT = Number(process.env.FUZZ_REQUESTS ?? 300);
const BUCKET = 'fuzz-site';

jest.setTimeout(600_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-fuzz-'));
let s3: Awaited<ReturnType<typeof startLocalS3>>;
let bucketSite: Awaited<ReturnType<typeof serveSite>>;
let backend: Awaited<ReturnType<typeof startOwnBackend>>;
const bucketOrigins: Record<string, string> = {};

/** The port of an origin such as http://localhost:18080. */
const portOf = (origin: string) => Number(new URL(origin).port);

async function fuzz(
  name: string,
  origin: string,
  paths: string[],
  options: Partial<Parameters<typeof fuzzServer>[0]> = {},
) {
  const report = await fuzzServer({ name, port: portOf(origin), seed: SEED, count: COUNT, paths, ...options });
  console.log(describeReport(report));
  expect(report.problems).toEqual([]);
}

beforeAll(async () => {
  // The site again, from a bucket through the local CDN, with a backend of its own: the fuzzer's
  // sign-in attempts and writes reach no other test.
  s3 = await startLocalS3({ port: await freePort(), dataDir: path.join(dataDir, 's3'), bucket: BUCKET });
  const target = s3Target({
    bucket: BUCKET,
    prefix: 'site/',
    cacheDir: path.join(dataDir, 'cache'),
    client: clientOf(s3),
    objectMeta,
  });
  backend = await startOwnBackend(path.join(dataDir, 'backend'));
  const env: Record<string, string> = { SUPABASE_URL: backend.url, SUPABASE_PUBLISHABLE_KEY: backend.publishableKey };
  for (const bundle of SITE.bundleList) env[`${bundle.envPrefix}_PORT`] = String(await freePort());
  const config = readSiteConfig(env);
  bucketSite = await serveSite(config, { target, log: () => {} });
  for (const bundle of SITE.bundleList) bucketOrigins[bundle.name] = `http://localhost:${config.ports[bundle.name]}`;
});

afterAll(async () => {
  await bucketSite?.stop();
  await s3?.stop();
  await backend?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('every server answers odd requests with a 4xx, never a 5xx, a stack trace or a path of the machine', () => {
  it.each(SITE.bundleList.map((bundle) => bundle.name))('%s, served from a folder', async (name) => {
    const origins = Object.fromEntries(
      SITE.bundleList.map((bundle) => [
        bundle.name,
        bundle.name === SITE.host.name ? site.shell : site.remotes[bundle.remoteKey!]!,
      ]),
    );
    await fuzz(`${name} (folder)`, origins[name]!, (await staticPaths(origins))[name]!);
  });

  it.each(SITE.bundleList.map((bundle) => bundle.name))('%s, served from a bucket through the CDN', async (name) => {
    await fuzz(`${name} (bucket CDN)`, bucketOrigins[name]!, (await staticPaths(bucketOrigins))[name]!);
  });

  it('the embedded backend: REST, auth, storage and functions', async () => {
    const as = (key: string): [string, string][] => [
      ['apikey', key],
      ['Authorization', `Bearer ${key}`],
    ];
    await fuzz('backend', backend.url, BACKEND_PATHS, {
      credentials: [as(backend.publishableKey), as(backend.secretKey)],
    });
  });

  describe("a withdrawn release's files: a 4xx in every spelling of their paths", () => {
    // Never live, a candidate for a moment: its manifest, stats, remote entry and chunks, twins included.
    const WITHDRAWN = '20200101-000000-0f0f0f0';
    const bundle = SITE.remotes[0]!;

    it.each(['folder', 'bucket CDN'])('%s', async (kind) => {
      const target = kind === 'folder' ? folderTarget(releaseTarget()) : bucketSite.target;
      const origin = kind === 'folder' ? site.remotes[bundle.remoteKey!]! : bucketOrigins[bundle.name]!;
      const source = folderPaths(releaseTarget(), bundle).liveRelease()!;
      const paths = releaseFilesToSpell(source).map((file) => `/releases/${WITHDRAWN}/${file}`);
      await target.writeRelease(bundleKeys(bundle).release(WITHDRAWN), source);
      try {
        await addCandidate(target, bundle, WITHDRAWN, 'preview');
        // While it is a candidate it is served: the check below can fail.
        expect((await fetch(`${origin}${paths[0]}`)).status).toBe(200);
        await withdrawCandidate(target, bundle, WITHDRAWN);
        expect(paths.length).toBeGreaterThan(6);
        expect(await unservedSpellings({ port: portOf(origin), paths })).toEqual([]);
      } finally {
        if (kind === 'folder') rmSync(folderPaths(releaseTarget(), bundle).release(WITHDRAWN), { recursive: true });
      }
    });
  });

  it('the local S3 front, last: its writes may replace what the CDN serves', async () => {
    const paths = [
      '/',
      `/${BUCKET}`,
      `/${BUCKET}?list-type=2&prefix=site/`,
      `/${BUCKET}/site/shell/index.html`,
      `/${BUCKET}/site/marketing/mf-manifest.json`,
    ];
    // S3 answers 501 NotImplemented for what it does not implement (a header, an operation), as its docs list.
    await fuzz('local S3', s3.endpoint, paths, { allowStatus: (status) => status === 501 });
  });
});
