// The two kinds of deployment target the release commands' tests run on, alike: a folder, and a
// bucket of the local S3 server that enforces conditional writes. One server per test file, started
// with its first bucket target; each bucket target has a prefix of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clientOf, objectMeta, startLocalS3 } from 'site-servers';
import { folderTarget } from '../targets/folder-target.mjs';
import { s3Target } from '../targets/s3-target.mjs';

/**
 * @param {string} bucket the bucket's name
 * @returns {{ kinds: { kind: string, open: (work: string) => Promise<import('../target.mjs').DeploymentTarget> }[], stop: () => Promise<void> }}
 *   `kinds` for `describe.each` (a target in the test's `work` folder); `stop` for `afterAll`
 */
export function targetKinds(bucket) {
  const serverDir = mkdtempSync(path.join(tmpdir(), `${bucket}-s3-`));
  /** @type {Promise<import('site-servers').LocalS3> | undefined} */
  let server;
  /** @type {import('@aws-sdk/client-s3').S3Client[]} */
  const clients = [];
  let prefixes = 0;
  return {
    kinds: [
      { kind: 'folder', open: async (work) => folderTarget(path.join(work, 'cdn')) },
      {
        kind: 'S3 bucket',
        open: async (work) => {
          const client = clientOf(await (server ??= startLocalS3({ dataDir: serverDir, bucket })));
          clients.push(client);
          return s3Target({
            bucket,
            prefix: `test-${(prefixes += 1)}/`,
            cacheDir: path.join(work, 'cache'),
            client,
            objectMeta,
          });
        },
      },
    ],
    stop: async () => {
      for (const client of clients) client.destroy();
      await (await server)?.stop();
      rmSync(serverDir, { recursive: true, force: true });
    },
  };
}
