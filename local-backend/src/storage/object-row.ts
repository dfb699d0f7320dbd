import { asRole } from '../database/as-role';
import type { BackendContext } from '../http/context';
import type { Caller } from '../http/gateway-auth';
import type { ObjectPath } from './object-path';

/** The part of a storage.objects row a download needs. */
export interface ObjectRow {
  id: string;
  metadata: { mimetype?: string; cacheControl?: string } | null;
}

const FIND = 'select id, metadata from storage.objects where bucket_id = $1 and name = $2';

/**
 * The object's row, read as `caller` so the SELECT policies decide (authenticated downloads,
 * signing), or, without a caller, as storage's superuser does for public buckets and signed URLs.
 */
export async function findObjectRow(
  ctx: BackendContext,
  object: ObjectPath,
  caller: Caller | null,
): Promise<ObjectRow | null> {
  const params = [object.bucket, object.name];
  if (!caller) return (await ctx.db.query<ObjectRow>(FIND, params)).rows[0] ?? null;
  return asRole(
    ctx.db,
    caller.role,
    caller.claims,
    async (tx) => (await tx.query<ObjectRow>(FIND, params)).rows[0],
  ).then((row) => row ?? null);
}

/** Whether a bucket exists and is public (downloads by /object/public need both). */
export async function isPublicBucket(ctx: BackendContext, bucket: string): Promise<boolean> {
  const row = (await ctx.db.query<{ public: boolean }>('select public from storage.buckets where id = $1', [bucket]))
    .rows[0];
  return row?.public === true;
}
