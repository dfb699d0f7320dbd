// The DeploymentTarget contract (deployment-target.ts), proven the same way on both implementations:
// a folder, and an S3-compatible bucket on the local server that enforces conditional writes as S3 does.
// Then what only a bucket has: object metadata, upload order, a download cache, and refusing a server
// that ignores conditional writes.
import { HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { objectMeta, startLocalS3, type LocalS3 } from 'site-servers';
import type { DeploymentTarget } from './deployment-target';
import { folderTarget } from './folder-target';
import { LOCK_TTL_MS, s3Target, type S3Target } from './s3-target';

// Locks wait and servers start: time enough on a busy machine (each wait has its own limit below).
jest.setTimeout(60_000);

const Bucket = 'targets';
const RELEASE = 'marketing/releases/20261123-120509-abc1234';
const MANIFEST = `${RELEASE}/mf-manifest.json`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `promise`, or a failure naming `what` once `ms` have passed (a lock that never comes fails fast).
 */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not done within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Writes a build folder: nested folders, an extensionless page, a binary file, and the manifest that
 * marks a release complete. More files than the S3 target uploads at once, so the order shows.
 */
function makeBuild(dir: string, version = 'one'): { dir: string; files: Record<string, Buffer> } {
  const contents: Record<string, string | Buffer> = {
    'mf-manifest.json': JSON.stringify({ name: 'marketing', version }),
    'remoteEntry.js': `/* entry ${version} */`,
    'index.html': `<!doctype html><title>${version}</title>`,
    services: `<p>the services page, ${version}</p>`,
    'static/js/main.js': `console.log('${version}');`,
    'static/js/main.0123456789.js': `/* hashed ${version} */`,
    // A brotli twin (config/precompress-plugin.js): bytes that must arrive as they are, never decoded.
    'static/js/main.0123456789.js.br': brotliCompressSync(`/* hashed ${version} */`),
    'static/js/async/12.js': `/* chunk 12 ${version} */`,
    'static/js/async/13.js': `/* chunk 13 ${version} */`,
    'static/css/main.css': `body { --v: '${version}'; }`,
    'static/media/logo.png': Buffer.from(Array.from({ length: 600 }, (_, i) => (i * 37 + version.length) % 256)),
    'deep/a/b/c/notes.txt': `nested ${version}`,
    'deep/a/readme.txt': `also nested ${version}`,
  };
  const files: Record<string, Buffer> = {};
  for (const [file, content] of Object.entries(contents)) {
    const at = path.join(dir, ...file.split('/'));
    mkdirSync(path.dirname(at), { recursive: true });
    writeFileSync(at, content);
    files[file] = Buffer.from(content);
  }
  return { dir, files };
}

// One local S3 server for the whole file, started by the first test that needs it; a fresh prefix per test.
const serverDir = mkdtempSync(path.join(tmpdir(), 's3-target-server-'));
let server: Promise<LocalS3> | undefined;
/** What s3rver writes to stderr, and its unexpected end, are shown: a failing test then says why. */
const troubles = (line: string) => {
  if (line.startsWith('s3rver:') || line.includes('unexpectedly')) console.error(`[local S3] ${line}`);
};
const localS3 = () => (server ??= startLocalS3({ dataDir: serverDir, bucket: Bucket, log: troubles }));
let prefixes = 0;
const freshPrefix = () => `test-${(prefixes += 1)}/`;
const clients: S3Client[] = [];
/** @param endpoint default: the server's proxy, which enforces conditional writes */
async function newClient(endpoint?: string): Promise<S3Client> {
  const s3 = await localS3();
  const client = new S3Client({
    endpoint: endpoint ?? s3.endpoint,
    region: s3.region,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    forcePathStyle: true,
  });
  clients.push(client);
  return client;
}
afterAll(async () => {
  for (const client of clients) client.destroy();
  await (await server)?.stop();
  rmSync(serverDir, { recursive: true, force: true });
});

/** The scratch folder of the running test. */
let work = '';
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 's3-target-test-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** Records every command a client sends, when it starts and when it ends. */
function recordRequests(client: S3Client) {
  const events: { command: string; key: string; phase: 'start' | 'end' }[] = [];
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = context.commandName ?? '';
      const key = (args.input as { Key?: string }).Key ?? '';
      events.push({ command, key, phase: 'start' });
      const result = await next(args);
      events.push({ command, key, phase: 'end' });
      return result;
    },
    { step: 'initialize', name: 'recordRequests' },
  );
  return events;
}

/**
 * Makes the `n`th PutObject of a release's file fail, a moment after it was sent (as a dropped
 * connection would), while the uploads started beside it go on.
 */
function failNthReleasePut(client: S3Client, n: number) {
  let puts = 0;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const key = (args.input as { Key?: string }).Key ?? '';
      if (context.commandName === 'PutObjectCommand' && key.includes('/releases/') && (puts += 1) === n) {
        await sleep(150);
        throw new Error('connection reset (a fault made by this test)');
      }
      return next(args);
    },
    { step: 'initialize', name: 'failNthReleasePut' },
  );
}

/** A process of this host that runs until killed, to hold a lock in its name. */
function startHolder() {
  return spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
}

/** One empty place to deploy to, fresh for each test, and how a test reaches behind its interface. */
interface Place {
  target: DeploymentTarget;
  /** a second instance on the same place, as another process opens it */
  another: () => Promise<DeploymentTarget>;
  /** leaves the lock `name` as the process `pid` of this host would while holding it */
  leaveLock: (name: string, pid: number) => Promise<void>;
  /** makes the next writeRelease fail in the middle */
  breakNextRelease: (dir: string) => void;
  updateAsCallersDo: <T>(target: DeploymentTarget, key: string, update: (current: T | null) => T) => Promise<T>;
}

async function folderPlace(dir: string): Promise<Place> {
  const root = path.join(dir, 'cdn');
  return {
    target: folderTarget(root),
    another: async () => folderTarget(root),
    leaveLock: async (name, pid) => {
      const file = name === 'site' ? path.join(root, '.site.lock') : path.join(root, name, '.release.lock');
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, String(pid));
    },
    // fs.cp copies the files it meets before the pipe, then fails on it.
    breakNextRelease: (build) => execFileSync('mkfifo', [path.join(build, 'deep', 'a', 'pipe')]),
    // The folder's updateJson relies on the caller's lock: a bundle's (commands/release-bundle.ts) or the site's
    // (withSiteLock, site-history.ts).
    updateAsCallersDo: (target, key, update) => target.withLock('site', () => target.updateJson(key, update)),
  };
}

async function bucketPlace(dir: string): Promise<Place> {
  const prefix = freshPrefix();
  const open = async () =>
    s3Target({ bucket: Bucket, prefix, cacheDir: path.join(dir, 'cache'), client: await newClient(), objectMeta });
  const target = await open();
  return {
    target,
    another: open,
    leaveLock: async (name, pid) => {
      const Body = JSON.stringify({ pid, host: hostname(), at: new Date().toISOString() });
      await target.client.send(new PutObjectCommand({ Bucket, Key: `${prefix}.lock-${name}`, Body }));
    },
    breakNextRelease: () => failNthReleasePut(target.client, 4),
    updateAsCallersDo: (other, key, update) => other.updateJson(key, update),
  };
}

describe.each([
  { kind: 'folder', makePlace: folderPlace },
  { kind: 'S3 bucket', makePlace: bucketPlace },
])('a deployment target: $kind', ({ makePlace }) => {
  let place: Place;
  let target: DeploymentTarget;
  beforeEach(async () => {
    place = await makePlace(work);
    target = place.target;
  });

  it('uploads every file of a build, nested ones too, below the prefix, and lists and reads them back', async () => {
    const build = makeBuild(path.join(work, 'build'));
    await target.writeRelease(RELEASE, build.dir);
    expect((await target.list(RELEASE)).sort()).toEqual(Object.keys(build.files).sort());
    expect(await target.list('marketing')).toEqual(
      expect.arrayContaining(Object.keys(build.files).map((file) => `releases/20261123-120509-abc1234/${file}`)),
    );
    for (const file of ['mf-manifest.json', 'services', 'static/js/async/12.js', 'deep/a/b/c/notes.txt']) {
      expect(await target.readText(`${RELEASE}/${file}`)).toBe(build.files[file]?.toString('utf8'));
      expect(await target.exists(`${RELEASE}/${file}`)).toBe(true);
    }
    expect(await target.readText(`${RELEASE}/static/js/missing.js`)).toBeNull();
    expect(await target.exists(`${RELEASE}/static/js/missing.js`)).toBe(false);
  });

  it('refuses a second release to the same prefix and leaves the first one exactly as it was', async () => {
    const first = makeBuild(path.join(work, 'first'), 'one');
    await target.writeRelease(RELEASE, first.dir);
    const second = makeBuild(path.join(work, 'second'), 'two');
    writeFileSync(path.join(second.dir, 'extra.js'), 'only in the second build');

    await expect((await place.another()).writeRelease(RELEASE, second.dir)).rejects.toThrow(/exists already/);
    expect((await target.list(RELEASE)).sort()).toEqual(Object.keys(first.files).sort());
    for (const [file, content] of Object.entries(first.files)) {
      if (file.endsWith('.png')) continue;
      expect(await target.readText(`${RELEASE}/${file}`)).toBe(content.toString('utf8'));
    }
  });

  it('leaves no mf-manifest.json when a release fails in the middle, so nothing names it complete', async () => {
    const build = makeBuild(path.join(work, 'build'));
    place.breakNextRelease(build.dir);
    await expect(target.writeRelease(RELEASE, build.dir)).rejects.toThrow();
    expect(await target.exists(MANIFEST)).toBe(false);
    expect(await target.list(RELEASE)).not.toContain('mf-manifest.json');
  });

  it('switchEntry replaces an object whole, a longer one by a shorter one, and readText sees the new text', async () => {
    const key = 'marketing/mf-manifest.json';
    const long = JSON.stringify({ version: 'long', padding: 'x'.repeat(20_000) });
    const short = JSON.stringify({ version: 'short' });
    await target.switchEntry(key, long);
    expect(await target.readText(key)).toBe(long);
    await (await place.another()).switchEntry(key, short);
    expect(await target.readText(key)).toBe(short);
    await target.switchEntry(key, Buffer.from(long));
    expect(await target.readText(key)).toBe(long);
  });

  it('updateJson keeps all of 20 concurrent appends from separate instances (the folder under withLock, as its callers do: its updateJson relies on the caller lock)', async () => {
    const key = 'marketing/history.json';
    const writers = await Promise.all(Array.from({ length: 20 }, () => place.another()));
    const results = await Promise.all(
      writers.map((writer, i) => place.updateAsCallersDo(writer, key, (list: number[] | null) => [...(list ?? []), i])),
    );
    const stored = JSON.parse((await target.readText(key)) ?? 'null') as number[];
    expect([...stored].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(results.map((result) => result.length).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  }, 20_000);

  it('withLock never lets two holders of one name overlap, across instances', async () => {
    const spans: { enter: number; exit: number }[] = [];
    const hold = (holder: DeploymentTarget) =>
      holder.withLock('marketing', async () => {
        const enter = performance.now();
        await sleep(300);
        spans.push({ enter, exit: performance.now() });
      });
    await within(Promise.all([hold(target), hold(await place.another()), hold(target)]), 20_000, 'three holders');
    spans.sort((a, b) => a.enter - b.enter);
    expect(spans).toHaveLength(3);
    for (let i = 1; i < spans.length; i += 1) {
      expect(spans[i]?.enter).toBeGreaterThanOrEqual(spans[i - 1]?.exit as number);
    }
  });

  it('withLock of another name does not wait for a held lock', async () => {
    let letSiteGo = () => {};
    const siteMayEnd = new Promise((resolve) => {
      letSiteGo = () => resolve(undefined);
    });
    let siteEntered = () => {};
    const siteHeld = new Promise((resolve) => {
      siteEntered = () => resolve(undefined);
    });
    const site = target.withLock('site', async () => {
      siteEntered();
      await siteMayEnd;
    });
    try {
      await within(siteHeld, 10_000, 'the site lock');
      const other = (await place.another()).withLock('marketing', async () => 'marketing ran');
      expect(await within(other, 10_000, 'the marketing lock while the site lock is held')).toBe('marketing ran');
    } finally {
      letSiteGo();
      await site;
    }
  });

  it('withLock waits for a live process holding the lock and takes the lock over once it has ended', async () => {
    const holder = startHolder();
    const ended = once(holder, 'exit');
    try {
      await place.leaveLock('marketing', holder.pid as number);
      let entered = false;
      const waiting = target.withLock('marketing', async () => {
        entered = true;
      });
      await sleep(800);
      expect(entered).toBe(false);
      holder.kill();
      await ended;
      await within(waiting, 10_000, 'the lock of an ended process');
      expect(entered).toBe(true);
    } finally {
      holder.kill();
    }
  });

  it('withLock releases the lock when fn throws', async () => {
    await expect(
      target.withLock('marketing', async () => {
        throw new Error('the build failed');
      }),
    ).rejects.toThrow('the build failed');
    const next = (await place.another()).withLock('marketing', async () => 'next ran');
    expect(await within(next, 10_000, 'the lock after a failed holder')).toBe('next ran');
  });

  it('localCopy is a folder holding every file of a release, byte for byte', async () => {
    const build = makeBuild(path.join(work, 'build'));
    await target.writeRelease(RELEASE, build.dir);
    const copy = await target.localCopy(RELEASE);
    for (const [file, content] of Object.entries(build.files)) {
      expect(readFileSync(path.join(copy, ...file.split('/')))).toEqual(content);
    }
  });
});

describe('an S3 deployment target', () => {
  let prefix = '';
  let client: S3Client;
  let requests: ReturnType<typeof recordRequests>;
  let target: S3Target;
  beforeEach(async () => {
    prefix = freshPrefix();
    client = await newClient();
    requests = recordRequests(client);
    target = s3Target({ bucket: Bucket, prefix, cacheDir: path.join(work, 'cache'), client, objectMeta });
  });

  /** @param key below the target's prefix */
  const head = async (key: string) => {
    const { ContentType, CacheControl } = await client.send(new HeadObjectCommand({ Bucket, Key: `${prefix}${key}` }));
    return { contentType: ContentType, cacheControl: CacheControl };
  };

  it('stores every object with the Content-Type and Cache-Control of its key below the bundle folder', async () => {
    await target.writeRelease(RELEASE, makeBuild(path.join(work, 'build')).dir);
    await target.switchEntry('shell/services', '<p>the live services page</p>');
    await target.switchEntry('marketing/mf-manifest.json', '{}');
    const release = RELEASE.replace(/^marketing\//, '');
    for (const file of ['static/js/main.js', 'mf-manifest.json', 'index.html', 'services']) {
      expect(await head(`${RELEASE}/${file}`)).toEqual(objectMeta(`${release}/${file}`));
    }
    expect(await head('shell/services')).toEqual(objectMeta('services'));
    expect(await head('marketing/mf-manifest.json')).toEqual(objectMeta('mf-manifest.json'));
    // docs/deploying.md: a release folder never changes; the pointers beside it are revalidated.
    expect(await head(`${RELEASE}/static/js/main.js`)).toEqual({
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(await head('shell/services')).toEqual({ contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache' });
  });

  it("stores a brotli twin with its file's Content-Type and Cache-Control, encoded as br", async () => {
    await target.writeRelease(RELEASE, makeBuild(path.join(work, 'build')).dir);
    const twin = await client.send(
      new HeadObjectCommand({ Bucket, Key: `${prefix}${RELEASE}/static/js/main.0123456789.js.br` }),
    );
    expect({ type: twin.ContentType, cache: twin.CacheControl, encoding: twin.ContentEncoding }).toEqual({
      type: 'text/javascript; charset=utf-8',
      cache: 'public, max-age=31536000, immutable',
      encoding: 'br',
    });
  });

  it("uploads a release's mf-manifest.json only after every other file of it is stored", async () => {
    const build = makeBuild(path.join(work, 'build'));
    await target.writeRelease(RELEASE, build.dir);
    const puts = requests.filter((event) => event.command === 'PutObjectCommand' && event.key.includes('/releases/'));
    const manifestStart = puts.findIndex((event) => event.key.endsWith('/mf-manifest.json') && event.phase === 'start');
    const otherEnds = puts.flatMap((event, i) =>
      event.phase === 'end' && !event.key.endsWith('/mf-manifest.json') ? [i] : [],
    );
    expect(otherEnds).toHaveLength(Object.keys(build.files).length - 1);
    expect(manifestStart).toBeGreaterThan(Math.max(...otherEnds));
  });

  it('downloads a release into its cache folder once: a second localCopy sends no GetObject', async () => {
    const build = makeBuild(path.join(work, 'build'));
    await target.writeRelease(RELEASE, build.dir);
    const gets = () => requests.filter((event) => event.command === 'GetObjectCommand' && event.phase === 'start');

    const copy = await target.localCopy(RELEASE);
    expect(copy.startsWith(path.join(work, 'cache') + path.sep)).toBe(true);
    expect(gets()).toHaveLength(Object.keys(build.files).length);
    for (const [file, content] of Object.entries(build.files)) {
      expect(readFileSync(path.join(copy, ...file.split('/')))).toEqual(content);
    }
    expect(await target.localCopy(RELEASE)).toBe(copy);
    expect(gets()).toHaveLength(Object.keys(build.files).length);
  });

  it(`takes over a lock older than LOCK_TTL_MS (${LOCK_TTL_MS / 60_000} min), and waits for a younger one of another host`, async () => {
    const leaveLock = (age: number) =>
      client.send(
        new PutObjectCommand({
          Bucket,
          Key: `${prefix}.lock-marketing`,
          Body: JSON.stringify({ pid: 1, host: 'another-host', at: new Date(Date.now() - age).toISOString() }),
        }),
      );
    await leaveLock(LOCK_TTL_MS + 60_000);
    expect(
      await within(
        target.withLock('marketing', async () => 'ran'),
        10_000,
        'an expired lock',
      ),
    ).toBe('ran');

    await leaveLock(LOCK_TTL_MS - 60_000);
    let entered = false;
    const waiting = target.withLock('marketing', async () => {
      entered = true;
    });
    await sleep(800);
    expect(entered).toBe(false);
    await leaveLock(LOCK_TTL_MS + 60_000);
    await within(waiting, 10_000, 'the lock once it expired');
    expect(entered).toBe(true);
  });

  it('refuses a server that ignores conditional writes before writing anything, for releases and locks', async () => {
    const unguarded = await newClient((await localS3()).unguardedEndpoint);
    const refused = s3Target({
      bucket: Bucket,
      prefix,
      cacheDir: path.join(work, 'cache'),
      client: unguarded,
      objectMeta,
    });
    const stored = async () =>
      (await unguarded.send(new ListObjectsV2Command({ Bucket, Prefix: prefix }))).Contents ?? [];

    await expect(refused.writeRelease(RELEASE, makeBuild(path.join(work, 'build')).dir)).rejects.toThrow(
      /ignores conditional writes/,
    );
    expect(await stored()).toEqual([]);
    const fn = jest.fn(async () => 'ran');
    await expect(refused.withLock('marketing', fn)).rejects.toThrow(/ignores conditional writes/);
    expect(fn).not.toHaveBeenCalled();
    expect(await stored()).toEqual([]);
  });
});
