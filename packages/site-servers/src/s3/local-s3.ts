// A local S3-compatible server for tests and trial releases: s3rver in a child process on an internal
// loopback port, behind a proxy in this process that enforces conditional writes (conditional-proxy.ts).
import { S3Client } from '@aws-sdk/client-s3';
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { startConditionalProxy, type ConditionalProxy } from './conditional-proxy';

/** Fixed credentials: s3rver knows only this account. */
const ACCESS_KEY = 'S3RVER';
const REGION = 'us-east-1';
/** The program of the child process, at the top of the package: found from src/ and dist/ alike. */
const CHILD = path.join(__dirname, '..', '..', 's3rver-child.cjs');

/** A running local S3 server. */
export interface LocalS3 {
  /** e.g. http://127.0.0.1:9000 (path-style requests: forcePathStyle) */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** s3rver itself, without the proxy: it ignores conditional writes (for tests of what refuses such a server). */
  unguardedEndpoint: string;
  /** Stops the proxy and s3rver, and waits until both are gone. */
  stop: () => Promise<void>;
}

/** Where and how the local S3 server runs. */
export interface LocalS3Options {
  /** 0 (the default): any free port. */
  port?: number;
  /** Where s3rver keeps the objects. */
  dataDir: string;
  /** Created if it does not exist yet. */
  bucket?: string;
  log?: (line: string) => void;
}

/** Starts s3rver (data in `dataDir`) behind a proxy on 127.0.0.1:`port`. */
export async function startLocalS3({ port = 0, dataDir, bucket, log = () => {} }: LocalS3Options): Promise<LocalS3> {
  mkdirSync(dataDir, { recursive: true });
  const s3rverPath = require.resolve('s3rver');
  const options = { directory: dataDir, configureBuckets: bucket ? [{ name: bucket, configs: [] }] : [] };
  // The legacy provider gives s3rver the DES cipher of its ListObjectsV2 continuation tokens on Node 17+.
  const args = ['--openssl-legacy-provider', CHILD, s3rverPath, JSON.stringify(options)];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  const killChild = () => child.kill();
  process.on('exit', killChild);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.stderr?.setEncoding('utf8').on('data', (text: string) => {
    for (const line of text.split('\n').filter(Boolean)) log(`s3rver: ${line}`);
  });

  let stopping: Promise<void> | undefined;
  const stopChild = async () => {
    process.off('exit', killChild);
    if (child.exitCode === null && child.signalCode === null) child.kill();
    await exited;
  };
  let upstreamPort: number;
  try {
    upstreamPort = await new Promise<number>((resolve, reject) => {
      child.once('message', (message: { port: number }) => resolve(message.port));
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

  let proxy: ConditionalProxy;
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

/** An AWS SDK client of a started server, as the release commands make one from the AWS_* variables. */
export function clientOf(server: Pick<LocalS3, 'endpoint' | 'region' | 'accessKeyId' | 'secretAccessKey'>): S3Client {
  return new S3Client({
    endpoint: server.endpoint,
    forcePathStyle: true,
    region: server.region,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
  });
}
