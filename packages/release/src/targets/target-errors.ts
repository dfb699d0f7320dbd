// What a deployment target's own failures mean to the person releasing: the AWS SDK's and the file
// system's errors, which say where in the code they happened, turned into one sentence that says
// what to fix (a TargetError, exit status 4). Errors of any other kind pass through unchanged.
import { ReleaseError, TargetError } from '../errors';
import type { DeploymentTarget } from './deployment-target';

/** Codes of a network that does not lead to the server (Node's, as the SDK passes them on). */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'TimeoutError',
  'RequestTimeout',
]);

/** Codes of a folder that cannot be read or written as a target. */
const FOLDER_FAULTS = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EDQUOT', 'EIO']);

/** Codes a bucket's server gives for credentials it does not accept, or access it does not grant. */
const DENIED = new Set([
  'AccessDenied',
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'ExpiredToken',
  'InvalidToken',
  'AllAccessDisabled',
  'AuthorizationHeaderMalformed',
]);

/** An error as the AWS SDK or Node's file system gives it. */
interface SdkLikeError {
  name?: string;
  code?: string;
  Code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

const firstLine = (message: string): string => message.split('\n')[0] ?? message;

/** Why a bucket target failed, in words, or null when `error` is not the target's fault. */
function bucketReason(error: SdkLikeError, label: string): string | null {
  const code = error.Code ?? error.code ?? error.name ?? '';
  const status = error.$metadata?.httpStatusCode;
  if (UNREACHABLE.has(code)) {
    return `${label}: its server does not answer (${firstLine(error.message ?? code)}). Is it running, and AWS_ENDPOINT_URL_S3 right?`;
  }
  if (code === 'NoSuchBucket') return `${label}: no such bucket on its server. Create it, or fix RELEASE_TARGET.`;
  if (code === 'CredentialsProviderError') {
    return `${label}: no credentials. Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or an AWS profile).`;
  }
  if (DENIED.has(code) || status === 403) {
    return `${label}: access refused (${code || 'HTTP 403'}: ${firstLine(error.message ?? '')}). Check AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and the bucket's permissions.`;
  }
  if (code === 'PermanentRedirect' || status === 301) {
    return `${label}: the bucket is in another region than AWS_REGION=${process.env.AWS_REGION ?? '(unset)'}.`;
  }
  if (code === 'InvalidBucketName') return `${label}: not a valid bucket name. Fix RELEASE_TARGET.`;
  if (status !== undefined && status >= 500) {
    return `${label}: the server failed (HTTP ${status}, ${code || 'no code'}). Try again; if it persists, check the server.`;
  }
  return null;
}

/**
 * `error` as a TargetError when it is a failure of the target `label` names (the SDK's, or the
 * folder's file system), else `error` itself.
 */
export function targetError(error: unknown, { kind, label }: Pick<DeploymentTarget, 'kind' | 'label'>): unknown {
  if (error instanceof ReleaseError || typeof error !== 'object' || error === null) return error;
  const failure = error as SdkLikeError;
  let reason: string | null = null;
  if (kind === 's3') reason = bucketReason(failure, label);
  if (!reason && failure.code && FOLDER_FAULTS.has(failure.code)) {
    // A bucket's only files on this machine are its downloaded releases (.local/target-cache).
    const hint = kind === 'folder' ? ' Check RELEASE_TARGET_DIR (or RELEASE_TARGET) and its permissions.' : '';
    reason = `${label}: ${firstLine(failure.message ?? failure.code)}.${hint}`;
  }
  return reason ? new TargetError(reason, { cause: error }) : error;
}

/**
 * The target with every failure of its own reported as targetError says. What `withLock` runs is
 * the caller's work, not the target's: its failures pass through as they are.
 */
export function withTargetErrors<T extends DeploymentTarget>(target: T): T {
  const fail = (error: unknown): never => {
    throw targetError(error, target);
  };
  const callers = new WeakSet<object>();
  return {
    ...target,
    readText: (key) => target.readText(key).catch(fail),
    exists: (key) => target.exists(key).catch(fail),
    list: (prefix) => target.list(prefix).catch(fail),
    writeRelease: (prefix, dir) => target.writeRelease(prefix, dir).catch(fail),
    switchEntry: (key, body) => target.switchEntry(key, body).catch(fail),
    updateJson: (key, update) => target.updateJson(key, update).catch(fail),
    localCopy: (prefix) => target.localCopy(prefix).catch(fail),
    withLock: (name, fn) =>
      target
        .withLock(name, () =>
          fn().catch((error) => {
            if (typeof error === 'object' && error !== null) callers.add(error);
            throw error;
          }),
        )
        .catch((error) => {
          if (typeof error === 'object' && error !== null && callers.has(error)) throw error;
          return fail(error);
        }),
  };
}
