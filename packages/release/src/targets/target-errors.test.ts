import { LockedError, RefusedError, TargetError, kindOf } from '../errors';
import type { DeploymentTarget } from './deployment-target';
import { folderTarget } from './folder-target';
import { targetError, withTargetErrors } from './target-errors';

const BUCKET = { kind: 's3' as const, label: 's3://site/prod' };
const FOLDER = { kind: 'folder' as const, label: '/srv/cdn' };

/** An error shaped as the AWS SDK or Node gives it. */
const failure = (fields: Record<string, unknown>, message = 'it failed') => Object.assign(new Error(message), fields);
const sdk = (name: string, status: number, message?: string) =>
  failure({ name, Code: name, $metadata: { httpStatusCode: status } }, message);
const node = (code: string, message: string) => failure({ code, syscall: 'connect' }, message);

describe('targetError: what a target failure means, in one sentence', () => {
  it.each([
    [
      'a server that does not answer',
      BUCKET,
      node('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:1'),
      's3://site/prod: its server does not answer (connect ECONNREFUSED 127.0.0.1:1). Is it running, and AWS_ENDPOINT_URL_S3 right?',
    ],
    [
      'a host name that does not resolve',
      BUCKET,
      node('ENOTFOUND', 'getaddrinfo ENOTFOUND s3.example.invalid'),
      's3://site/prod: its server does not answer (getaddrinfo ENOTFOUND s3.example.invalid). Is it running, and AWS_ENDPOINT_URL_S3 right?',
    ],
    [
      'a missing bucket',
      BUCKET,
      sdk('NoSuchBucket', 404),
      's3://site/prod: no such bucket on its server. Create it, or fix RELEASE_TARGET.',
    ],
    [
      'an unknown access key',
      BUCKET,
      sdk('InvalidAccessKeyId', 403, 'The AWS Access Key Id you provided does not exist in our records.'),
      "s3://site/prod: access refused (InvalidAccessKeyId: The AWS Access Key Id you provided does not exist in our records.). Check AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and the bucket's permissions.",
    ],
    [
      'access denied',
      BUCKET,
      sdk('AccessDenied', 403, 'Access Denied'),
      "s3://site/prod: access refused (AccessDenied: Access Denied). Check AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and the bucket's permissions.",
    ],
    [
      'no credentials at all',
      BUCKET,
      failure({ name: 'CredentialsProviderError' }, 'Could not load credentials from any providers'),
      's3://site/prod: no credentials. Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or an AWS profile).',
    ],
    [
      'a failing server',
      BUCKET,
      sdk('InternalError', 500),
      's3://site/prod: the server failed (HTTP 500, InternalError). Try again; if it persists, check the server.',
    ],
    [
      'a folder that cannot be written',
      FOLDER,
      failure(
        { code: 'EACCES', syscall: 'open' },
        "EACCES: permission denied, open '/srv/cdn/marketing/.release.lock'",
      ),
      "/srv/cdn: EACCES: permission denied, open '/srv/cdn/marketing/.release.lock'. Check RELEASE_TARGET_DIR (or RELEASE_TARGET) and its permissions.",
    ],
    [
      'a folder that has gone',
      FOLDER,
      failure({ code: 'ENOENT', syscall: 'rename' }, "ENOENT: no such file or directory, rename '/srv/cdn/x'"),
      "/srv/cdn: ENOENT: no such file or directory, rename '/srv/cdn/x'. Check RELEASE_TARGET_DIR (or RELEASE_TARGET) and its permissions.",
    ],
  ])('reports %s as a target error (exit status 4)', (_case, target, error, message) => {
    const mapped = targetError(error, target);
    expect(mapped).toEqual(new TargetError(message));
    expect(kindOf(mapped)).toBe('target');
    expect((mapped as Error).cause).toBe(error);
  });

  it('passes on what is not the target failing: a missing object, a refusal, a lock, a bug', () => {
    const missingObject = sdk('NoSuchKey', 404);
    const refused = new RefusedError('Release of marketing refused:', ['no']);
    const locked = new LockedError('Another release of marketing is under way');
    const bug = new TypeError("Cannot read properties of undefined (reading 'version')");
    for (const error of [missingObject, refused, locked, bug, 'a string']) {
      expect(targetError(error, BUCKET)).toBe(error);
    }
    // A network code from a folder is not the folder's: only its file system's failures are.
    const network = node('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:1');
    expect(targetError(network, FOLDER)).toBe(network);
  });
});

describe('withTargetErrors', () => {
  it("reports the target's own failures, and lets what runs under its lock fail as it does", async () => {
    const broken = node('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:1');
    const inner: DeploymentTarget = {
      ...folderTarget('/nonexistent'),
      kind: 's3',
      label: 's3://site',
      readText: async () => {
        throw broken;
      },
      withLock: async (_name, fn) => fn(),
    };
    const target = withTargetErrors(inner);
    await expect(target.readText('marketing/live.json')).rejects.toBeInstanceOf(TargetError);
    // The caller's work failing with the same kind of error is the caller's, not the target's.
    const callers = target.withLock('marketing', async () => {
      throw broken;
    });
    await expect(callers).rejects.toBe(broken);
    const lockServerDown: DeploymentTarget = { ...inner, withLock: async () => Promise.reject(broken) };
    const lockFails = withTargetErrors(lockServerDown);
    await expect(lockFails.withLock('marketing', async () => 'ran')).rejects.toBeInstanceOf(TargetError);
  });
});
