// The two kinds of deployment target the release commands' tests run on, alike: a folder, and a
// bucket of the local S3 server that enforces conditional writes. One server per test file, started
// with its first bucket target; each bucket target has a prefix of its own.
import type { S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clientOf, objectMeta, startLocalS3, type LocalS3 } from 'site-servers';
import type { DeploymentTarget } from '../targets/deployment-target';
import { folderTarget } from '../targets/folder-target';
import { s3Target } from '../targets/s3-target';

/** A kind of target, for `describe.each`: `open` makes one in the test's `work` folder. */
interface TargetKind {
  kind: string;
  open: (work: string) => Promise<DeploymentTarget>;
}

/**
 * @param bucket the bucket's name
 * @returns `kinds` for `describe.each` (a target in the test's `work` folder); `stop` for `afterAll`
 */
export function targetKinds(bucket: string): { kinds: TargetKind[]; stop: () => Promise<void> } {
  const serverDir = mkdtempSync(path.join(tmpdir(), `${bucket}-s3-`));
  let server: Promise<LocalS3> | undefined;
  const clients: S3Client[] = [];
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
