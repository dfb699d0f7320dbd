#!/usr/bin/env node
// npm run s3: a local S3-compatible server (s3rver behind a proxy that enforces conditional writes) on
// 127.0.0.1:9000 (S3_PORT), data in .local/s3, with the bucket `site` (S3_BUCKET), to try releases on an
// object store. Prints the environment that points the release scripts at it. Ctrl-C stops it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalS3 } from 'site-servers';
import { stopOnSignal } from './lib/stop-on-signal.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} text */
const step = (text) => console.log(`\n▶ ${text}`);

const port = Number(process.env.S3_PORT || 9000);
const bucket = process.env.S3_BUCKET || 'site';
const dataDir = path.join(ROOT, '.local', 's3');

step(`Starting the local S3 server on 127.0.0.1:${port} (data in ${path.relative(ROOT, dataDir)})…`);
/** @type {import('site-servers').LocalS3} */
let s3;
try {
  s3 = await startLocalS3({ port, dataDir, bucket, log: (line) => console.log(`  ${line}`) });
} catch (error) {
  const inUse = /** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE';
  console.error(`\n✖ ${inUse ? `Port ${port} is taken: set S3_PORT to another one.` : String(error)}`);
  process.exit(1);
}

const environment = [
  `export RELEASE_TARGET=s3://${bucket}`,
  `export AWS_ENDPOINT_URL_S3=${s3.endpoint}`,
  `export AWS_ACCESS_KEY_ID=${s3.accessKeyId} AWS_SECRET_ACCESS_KEY=${s3.secretAccessKey} AWS_REGION=${s3.region}`,
];
// The AWS SDK warns on every start under Node < 22 that its releases after early January 2027 need Node 22.
if (Number(process.versions.node.split('.')[0]) < 22) {
  environment.push('export AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true');
}
console.log(`\n✔ S3 is ready at ${s3.endpoint}, bucket ${bucket}. In another terminal:\n`);
console.log(environment.join('\n'));
console.log('\n(Ctrl-C stops it; the objects stay in .local/s3)');

stopOnSignal(() => s3.stop());
