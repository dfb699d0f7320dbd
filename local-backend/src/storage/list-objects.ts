import { asRole } from '../database/as-role';
import type { BackendContext } from '../http/context';
import type { Caller } from '../http/gateway-auth';
import { invalidInput } from './storage-refusals';

/** One entry of a listing: an object, or a folder (every field but `name` null), as storage.search returns them. */
interface Entry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: unknown;
}

const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const;
type SortColumn = (typeof SORT_COLUMNS)[number];

interface Search {
  prefix: string;
  limit: number;
  offset: number;
  search: string;
  column: SortColumn;
  ascending: boolean;
}

/** The body of `POST /object/list/<bucket>`, checked as listObjects.ts's JSON schema does. */
export function searchOf(body: Record<string, unknown>): Search {
  const { prefix, limit = 100, offset = 0, search = '', sortBy = { column: 'name' } } = body;
  if (typeof prefix !== 'string') throw invalidInput('body', "must have required property 'prefix'");
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1)
    throw invalidInput('body', '/limit must be >= 1');
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0) {
    throw invalidInput('body', '/offset must be >= 0');
  }
  if (typeof search !== 'string') throw invalidInput('body', '/search must be string');
  const { column = undefined, order = 'asc' } = (sortBy ?? {}) as { column?: unknown; order?: unknown };
  if (!SORT_COLUMNS.includes(column as SortColumn)) {
    throw invalidInput('body', '/sortBy/column must be equal to one of the allowed values');
  }
  if (order !== 'asc' && order !== 'desc')
    throw invalidInput('body', '/sortBy/order must be equal to one of the allowed values');
  // src/storage/object.ts searchObjects: a prefix is always a folder.
  const folder = prefix.length > 0 && !prefix.endsWith('/') ? `${prefix}/` : prefix;
  return {
    prefix: folder,
    limit: Math.min(limit, 1500),
    offset,
    search,
    column: column as SortColumn,
    ascending: order === 'asc',
  };
}

const like = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The listing storage.search() gives (storage migrations 0063): the caller's visible objects whose
 * name starts with prefix + search (case-insensitive), named relative to the prefix, one folder
 * entry per sub-folder; folders and objects ordered together by lower-cased name, or, by another
 * column, folders first. Read as the caller: the SELECT policies decide (anon sees nothing).
 */
export async function listObjects(ctx: BackendContext, caller: Caller, bucket: string, s: Search): Promise<Entry[]> {
  const rows = await asRole(
    ctx.db,
    caller.role,
    caller.claims,
    async (tx) =>
      (
        await tx.query<Entry>(
          `select name, id, updated_at, created_at, last_accessed_at, metadata from storage.objects
          where bucket_id = $1 and lower(name) like lower($2) || '%' escape '\\'`,
          [bucket, like(s.prefix + s.search)],
        )
      ).rows,
  );
  const folders = new Map<string, Entry>();
  const files: Entry[] = [];
  for (const row of rows) {
    const [head = '', ...rest] = row.name.slice(s.prefix.length).split('/');
    if (rest.length === 0) files.push({ ...row, name: head });
    else
      folders.set(head, {
        name: head,
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      });
  }
  const direction = s.ascending ? 1 : -1;
  const byName = (a: Entry, b: Entry): number => compare(a.name.toLowerCase(), b.name.toLowerCase()) * direction;
  const time = (e: Entry): number => new Date(e[s.column] as string).getTime();
  const byColumn = (a: Entry, b: Entry): number => (time(a) - time(b)) * direction;
  const entries =
    s.column === 'name'
      ? [...folders.values(), ...files].sort(byName)
      : [...[...folders.values()].sort(byName), ...files.sort(byColumn)];
  return entries.slice(s.offset, s.offset + s.limit);
}

/** PostgreSQL's "C" collation: code-point order. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
