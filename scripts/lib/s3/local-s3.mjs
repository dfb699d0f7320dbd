// A local S3-compatible server for tests and trial releases: s3rver in a child process on an internal
// loopback port, behind a proxy in this process that enforces conditional writes (conditional-proxy.mjs).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { S3Client } from '@aws-sdk/client-s3';
import { startConditionalProxy } from './conditional-proxy.mjs';

/** Fixed credentials: s3rver knows only this account. */
const ACCESS_KEY = 'S3RVER';
const REGION = 'us-east-1';

// Runs in the child. s3rver must listen on 127.0.0.1 (it misbehaves on ::1); port 0 avoids races and
// the IPC channel reports the port. The child leaves when the channel closes, even if the parent was killed,
// and leaves Ctrl-C in a terminal to the parent, which stops the proxy first.
const CHILD = `
const [s3rverPath, options] = [process.argv[1], JSON.parse(process.argv[2])];
const S3rver = require(s3rverPath);
process.on('disconnect', () => process.exit(0));
process.on('SIGINT', () => {});
new S3rver({ address: '127.0.0.1', port: 0, silent: true, ...options })
  .run()
  .then(({ port }) => process.send({ port }), (error) => {
    console.error(error);
    process.exit(1);
  });
`;

/**
 * @typedef {object} LocalS3
 * @property {string} endpoint e.g. http://127.0.0.1:9000 (path-style requests: forcePathStyle)
 * @property {string} region
 * @property {string} accessKeyId
 * @property {string} secretAccessKey
 * @property {string} unguardedEndpoint s3rver itself, without the proxy: it ignores conditional writes
 *   (for tests of what refuses such a server)
 * @property {() => Promise<void>} stop stops the proxy and s3rver, and waits until both are gone
 */

/**
 * Starts s3rver (data in `dataDir`) behind a proxy on 127.0.0.1:`port` (0: any free port).
 * @param {{ port?: number, dataDir: string, bucket?: string, log?: (line: string) => void }} options
 *   `bucket` is created if it does not exist yet
 * @returns {Promise<LocalS3>}
 */
export async function startLocalS3({ port = 0, dataDir, bucket, log = () => {} }) {
  mkdirSync(dataDir, { recursive: true });
  const s3rverPath = createRequire(import.meta.url).resolve('s3rver');
  const options = { directory: dataDir, configureBuckets: bucket ? [{ name: bucket, configs: [] }] : [] };
  // The legacy provider gives s3rver the DES cipher of its ListObjectsV2 continuation tokens on Node 17+.
  const args = ['--openssl-legacy-provider', '-e', CHILD, s3rverPath, JSON.stringify(options)];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  const killChild = () => child.kill();
  process.on('exit', killChild);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.stderr?.setEncoding('utf8').on('data', (/** @type {string} */ text) => {
    for (const line of text.split('\n').filter(Boolean)) log(`s3rver: ${line}`);
  });

  /** @type {Promise<void> | undefined} */
  let stopping;
  const stopChild = async () => {
    process.off('exit', killChild);
    if (child.exitCode === null && child.signalCode === null) child.kill();
    await exited;
  };
  /** @type {number} */
  let upstreamPort;
  try {
    upstreamPort = await new Promise((resolve, reject) => {
      child.once('message', (/** @type {{ port: number }} */ message) => resolve(message.port));
      child.once('exit', (code, signal) => reject(new Error(`s3rver exited at start (${signal ?? `code ${code}`})`)));
      child.once('error', reject);
    });
  } catch (error) {
    await stopChild();
    throw error;
  }
  child.once('exit', (code, signal) => {
    if (!stopping) log(`s3rver stopped unexpectedly (${signal ?? `code ${code}`})`);
  });
  log(`s3rver is up on 127.0.0.1:${upstreamPort} (data in ${dataDir})${bucket ? `, bucket ${bucket}` : ''}`);

  let proxy;
  try {
    proxy = await startConditionalProxy({ port, upstreamPort });
  } catch (error) {
    await stopChild();
    throw error;
  }
  const endpoint = `http://127.0.0.1:${proxy.port}`;
  log(`S3 endpoint ${endpoint} (conditional writes enforced)`);

  return {
    endpoint,
    region: REGION,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    unguardedEndpoint: `http://127.0.0.1:${upstreamPort}`,
    stop() {
      stopping ??= (async () => {
        await proxy.close();
        await stopChild();
        log('S3 server stopped');
      })();
      return stopping;
    },
  };
}

/**
 * An AWS SDK client of a started server, as the release commands make one from the AWS_* variables.
 * @param {{ endpoint: string, region: string, accessKeyId: string, secretAccessKey: string }} server
 */
export function clientOf(server) {
  return new S3Client({
    endpoint: server.endpoint,
    forcePathStyle: true,
    region: server.region,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
  });
}
