// Only the live release and the candidates (previews, canaries not withdrawn) have their own
// manifest served: a crafted preview link naming an older release gets nothing to run, from a
// folder and from a bucket through the CDN alike.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type RequestListener, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { canaryPagesFolder } from 'prerender';
import { clientOf, objectMeta, startLocalS3 } from 'site-servers';
import { BUILT_IN_REMOTES, SHELL_BUNDLE } from '../bundles/site-bundles';
import { startedCanary, writeCanary } from '../canary/canary-state';
import { bundleKeys } from '../layout/target-layout';
import { createBundleCdn } from '../serving/bundle-cdn';
import { mayServeReleaseFile } from '../serving/release-gate';
import { createRemoteApp } from '../serving/remote-app';
import type { DeploymentTarget } from '../targets/deployment-target';
import { folderTarget } from '../targets/folder-target';
import { s3Target } from '../targets/s3-target';
import { addCandidate, mayLoadRelease, parseCandidates, readCandidates, withdrawCandidate } from './candidates';

/** What a server at `port` on 127.0.0.1 answers to a GET of `pathname`, as sent (no redirect followed). */
async function rawGet(port: number, pathname: string, { headers = {} }: { headers?: Record<string, string> } = {}) {
  const response = await fetch(`http://127.0.0.1:${port}${pathname}`, { headers, redirect: 'manual' });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

jest.setTimeout(30_000);

const MARKETING = BUILT_IN_REMOTES[0] ?? SHELL_BUNDLE;
const OLD = '20261101-100000-aaaaaaa';
const LIVE = '20261110-100000-bbbbbbb';
const CANDIDATE = '20261120-100000-ccccccc';

describe('mayLoadRelease', () => {
  const candidates = parseCandidates(JSON.stringify({ versions: { [CANDIDATE]: { kind: 'preview', since: '' } } }));
  it('takes the live release and the candidates, nothing else', () => {
    expect(mayLoadRelease(LIVE, { live: LIVE, candidates })).toBe(true);
    expect(mayLoadRelease(CANDIDATE, { live: LIVE, candidates })).toBe(true);
    expect(mayLoadRelease(OLD, { live: LIVE, candidates })).toBe(false);
    expect(mayLoadRelease('__proto__', { live: LIVE, candidates })).toBe(false);
    expect(mayLoadRelease(OLD, { live: null, candidates: null })).toBe(false);
  });

  it('reads a damaged candidates object as none', () => {
    expect(parseCandidates('{')).toEqual({ versions: {} });
    expect(parseCandidates('null')).toEqual({ versions: {} });
    expect(parseCandidates(null)).toEqual({ versions: {} });
  });
});

let work = '';
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'candidates-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** Three releases of marketing, LIVE live. */
async function releases(target: DeploymentTarget) {
  for (const version of [OLD, LIVE, CANDIDATE]) {
    const dir = path.join(work, 'builds', version);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: version }));
    await target.writeRelease(bundleKeys(MARKETING).release(version), dir);
  }
  await target.switchEntry(bundleKeys(MARKETING).live, JSON.stringify({ version: LIVE }));
}

async function serving(app: RequestListener, fn: (port: number) => Promise<void>) {
  const server = createServer(app);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  try {
    await fn((server.address() as AddressInfo).port);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** The status of each release's own manifest, in the order OLD, LIVE, CANDIDATE. */
const statuses = async (port: number) =>
  Promise.all([OLD, LIVE, CANDIDATE].map(async (v) => (await rawGet(port, `/releases/${v}/mf-manifest.json`)).status));

/** Adds and withdraws the candidate, checking what the server at `port` serves at each moment. */
async function candidateLifecycle(target: DeploymentTarget, port: number) {
  expect(await statuses(port)).toEqual([404, 200, 404]);
  await addCandidate(target, MARKETING, CANDIDATE, 'preview');
  expect(Object.keys((await readCandidates(target, MARKETING)).versions)).toEqual([CANDIDATE]);
  expect(await statuses(port)).toEqual([404, 200, 200]);
  await withdrawCandidate(target, MARKETING, CANDIDATE);
  expect(await statuses(port)).toEqual([404, 200, 404]);
  expect((await rawGet(port, `/candidates.json`)).status).toBe(404);
}

it("a folder's remote server serves a release's own manifest for the live release and the candidates only", async () => {
  const target = folderTarget(path.join(work, 'cdn'));
  await releases(target);
  const root = path.join(work, 'cdn', MARKETING.name);
  const app = createRemoteApp({
    root,
    mayServe: (asked) => {
      const text = (file: string) => {
        try {
          return readFileSync(path.join(root, file), 'utf8');
        } catch {
          return null;
        }
      };
      return mayServeReleaseFile(asked, {
        live: JSON.parse(text('live.json') ?? '{}').version,
        candidates: parseCandidates(text('candidates.json')),
        history: () => null,
      });
    },
  });
  await serving(app, (port) => candidateLifecycle(target, port));
});

it('the CDN in front of a bucket does the same', async () => {
  const s3 = await startLocalS3({ dataDir: path.join(work, 's3'), bucket: 'candidates' });
  const client = clientOf(s3);
  try {
    const target = s3Target({
      bucket: 'candidates',
      prefix: 'site/',
      cacheDir: path.join(work, 'cache'),
      client,
      objectMeta,
    });
    await releases(target);
    await serving(createBundleCdn({ target, bundle: MARKETING, cors: true, candidatesOnly: true }), (port) =>
      candidateLifecycle(target, port),
    );
  } finally {
    client.destroy();
    await s3.stop();
  }
});

it("the shell's CDN sends a page load drawn for a running canary that canary's page, and no one its page by name", async () => {
  const s3 = await startLocalS3({ dataDir: path.join(work, 's3'), bucket: 'canary-pages' });
  const client = clientOf(s3);
  try {
    const target = s3Target({
      bucket: 'canary-pages',
      prefix: 'site/',
      cacheDir: path.join(work, 'cache'),
      client,
      objectMeta,
    });
    const html = (text: string) => Buffer.from(`<!doctype html><title>${text}</title>`);
    await target.switchEntry(`${SHELL_BUNDLE.name}/services`, html('live'));
    await target.switchEntry(
      `${SHELL_BUNDLE.name}/${canaryPagesFolder(MARKETING.name, CANDIDATE)}/services`,
      html('canary'),
    );
    const canary = startedCanary({ version: CANDIDATE, live: LIVE, share: 25, now: new Date() });
    await writeCanary(target, MARKETING, canary);
    await target.switchEntry(bundleKeys(MARKETING).live, JSON.stringify({ version: LIVE }));
    let draw = 0;
    const cdn = () =>
      createBundleCdn({
        target,
        bundle: SHELL_BUNDLE,
        csp: () => "default-src 'self'",
        canaries: [MARKETING],
        random: () => draw,
      });
    const page = { headers: { accept: 'text/html' } };
    await serving(cdn(), async (port) => {
      draw = 0.2;
      expect((await rawGet(port, '/services', page)).body.toString()).toContain('canary');
      draw = 0.3;
      expect((await rawGet(port, '/services', page)).body.toString()).toContain('live');
      const direct = await rawGet(port, `/${canaryPagesFolder(MARKETING.name, CANDIDATE)}/services`, page);
      expect(direct.body.toString()).not.toContain('canary');
    });
    // Another release went live under it (a canary.json nothing ended): the canary is not drawn.
    await target.switchEntry(bundleKeys(MARKETING).live, JSON.stringify({ version: 'another' }));
    await serving(cdn(), async (port) => {
      draw = 0;
      expect((await rawGet(port, '/services', page)).body.toString()).toContain('live');
    });
  } finally {
    client.destroy();
    await s3.stop();
  }
});
