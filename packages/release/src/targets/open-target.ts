// The deployment target the release commands and `npm start` work on: RELEASE_TARGET (a folder, or
// s3://bucket[/prefix]), else RELEASE_TARGET_DIR (a folder), else .local/cdn of this checkout.
import path from 'node:path';
import { objectMeta } from 'site-servers';
import { TargetError } from '../errors';
import { ROOT } from '../layout/target-layout';
import type { DeploymentTarget } from './deployment-target';
import { folderTarget } from './folder-target';
import { parseS3Url, s3Target } from './s3-target';

/** Downloaded releases of bucket targets (immutable, so kept): the renderer and the smoke run read them. */
export const CACHE_DIR = path.join(ROOT, '.local/target-cache');

/**
 * How long a command waits for a lock another release holds: RELEASE_LOCK_WAIT_SECONDS (0: give up
 * at once, as a CI job that must not queue would), else five minutes.
 * @returns milliseconds
 */
function lockWaitMs(env: NodeJS.ProcessEnv): number | undefined {
  const named = env.RELEASE_LOCK_WAIT_SECONDS;
  if (named === undefined || named === '') return undefined;
  const seconds = Number(named);
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new TargetError(`RELEASE_LOCK_WAIT_SECONDS=${named}: give a number of seconds (0 or more).`);
  }
  return seconds * 1000;
}

/** The deployment target the environment names. */
export function openTarget(env: NodeJS.ProcessEnv = process.env): DeploymentTarget {
  const named = env.RELEASE_TARGET || env.RELEASE_TARGET_DIR || path.join(ROOT, '.local/cdn');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(named)) {
    const s3 = parseS3Url(named);
    if (!s3) throw new TargetError(`RELEASE_TARGET=${named}: name a folder, or a bucket as s3://bucket[/prefix].`);
    // The SDK's notice that its next major version drops Node 20 (which this project supports) is
    // not for the people releasing.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    return s3Target({ ...s3, cacheDir: CACHE_DIR, lockWaitMs: lockWaitMs(env), objectMeta });
  }
  return folderTarget(path.resolve(named), { lockWaitMs: lockWaitMs(env) });
}
