import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { asRole } from '../database/as-role';
import type { BackendContext } from '../http/context';
import type { Caller } from '../http/gateway-auth';
import type { ObjectPath } from './object-path';
import { objectNotFound, StorageError } from './storage-error';
import { accessDenied, alreadyExists, bucketNotFound, invalidKey } from './storage-refusals';
import { receiveUpload } from './upload-body';

/** Used when a bucket sets no limit: supabase/config.toml `[storage] file_size_limit`. */
const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

/** What storage-api answers for an upload, which storage-js reads as `{ id, fullPath }`. */
export interface UploadAnswer {
  Id: string;
  Key: string;
}

interface Bucket {
  id: string;
  file_size_limit: number | string | null;
}

/** Where uploaded objects live: `<data folder>/storage/<bucket>/<name>`, never the repository. */
export const objectFile = (ctx: BackendContext, object: ObjectPath): string =>
  path.join(ctx.storageDir, object.bucket, ...object.segments);

const ROLLBACK = new Error('rollback');

/** storage's DBError.fromDBError (src/storage/database/errors.ts) for what the row write can meet. */
const refusal = (error: unknown): StorageError | null => {
  if (error instanceof StorageError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === '42501') return accessDenied('new row violates row-level security policy');
  if (code === '23505') return alreadyExists();
  return null;
};

/**
 * POST (create; replace too with `x-upsert: true`) or PUT (replace) of one object, as
 * storage-api does it: the storage.objects row is written AS THE CALLER, so the storage
 * policies of the migrations decide. The permission is tried first in a transaction that is
 * rolled back, so a refused caller is answered before any of the body is read; then the body is
 * streamed to a temporary file (size limit, PDF content check), and the row is written and the
 * file moved into place in one transaction.
 */
export async function uploadObject(
  req: IncomingMessage,
  ctx: BackendContext,
  caller: Caller,
  object: ObjectPath,
  mode: 'create' | 'upsert' | 'update',
): Promise<UploadAnswer> {
  const bucket = (
    await ctx.db.query<Bucket>('select id, file_size_limit from storage.buckets where id = $1', [object.bucket])
  ).rows[0];
  if (!bucket) throw bucketNotFound();
  const id = randomUUID();
  const owner = typeof caller.claims.sub === 'string' ? caller.claims.sub : null;

  // Ask first, and roll back: the answer to a refused caller needs none of the body.
  const probe = await asRole(ctx.db, caller.role, caller.claims, async (tx) => {
    await rowStatement(mode, object, id, owner, {}).run(tx);
    throw ROLLBACK;
  }).catch((error: unknown) => error);
  if (probe !== ROLLBACK) throw refusal(probe) ?? probe;

  const limit = Number(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT);
  const temporary = path.join(ctx.storageDir, '.uploads', `${id}.part`);
  await mkdir(path.dirname(temporary), { recursive: true });
  try {
    const received = await receiveUpload(req, temporary, limit);
    const metadata = {
      eTag: `"${id}"`,
      size: received.size,
      mimetype: received.mimetype,
      cacheControl: received.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: received.size,
      httpStatusCode: 200,
    };
    const target = objectFile(ctx, object);
    // The file moves into place inside the transaction: a refused row leaves no file behind.
    await asRole(ctx.db, caller.role, caller.claims, async (tx) => {
      await rowStatement(mode, object, id, owner, metadata).run(tx);
      await moveIntoPlace(temporary, target, object);
    });
    return { Id: id, Key: `${object.bucket}/${object.name}` };
  } catch (error) {
    throw refusal(error) ?? error;
  } finally {
    await rm(temporary, { force: true });
  }
}

// The data folder holds objects as files, so `a.pdf` and `a.pdf/b.pdf` (two keys in a bucket)
// cannot both be kept: the file system says so with one of these codes.
const NAME_CLASHES = new Set(['EEXIST', 'EISDIR', 'ENOTDIR', 'ENOTEMPTY']);

/** Moves the received file to the object's place, or refuses a name the data folder cannot hold. */
async function moveIntoPlace(temporary: string, target: string, object: ObjectPath): Promise<void> {
  try {
    await mkdir(path.dirname(target), { recursive: true });
    await rename(temporary, target);
  } catch (error) {
    if (!NAME_CLASHES.has(String((error as NodeJS.ErrnoException).code))) throw error;
    throw invalidKey(
      `${object.bucket}/${object.name} (a file and a folder of one name cannot both exist in the local backend)`,
    );
  }
}

interface RowStatement {
  run(tx: { query: (sql: string, params: unknown[]) => Promise<{ affectedRows?: number }> }): Promise<void>;
}

function rowStatement(
  mode: 'create' | 'upsert' | 'update',
  object: ObjectPath,
  id: string,
  owner: string | null,
  metadata: Record<string, unknown>,
): RowStatement {
  const values = [object.bucket, object.name, owner, JSON.stringify(metadata)];
  return {
    async run(tx) {
      if (mode === 'update') {
        const result = await tx.query(
          `update storage.objects set owner = $3, metadata = $4::jsonb, updated_at = now()
            where bucket_id = $1 and name = $2`,
          values,
        );
        if (!result.affectedRows) throw objectNotFound();
        return;
      }
      // No RETURNING: that would need the SELECT policy, which storage-api does not ask for either.
      await tx.query(
        `insert into storage.objects (id, bucket_id, name, owner, metadata) values ($5, $1, $2, $3, $4::jsonb)
         ${mode === 'upsert' ? 'on conflict (bucket_id, name) do update set owner = excluded.owner, metadata = excluded.metadata, updated_at = now()' : ''}`,
        [...values, id],
      );
    },
  };
}
