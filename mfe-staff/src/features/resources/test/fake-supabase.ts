import type { ResourceRow } from '../lib/resource';
import type { SupabaseClient } from '../../../shared/supabase-client';

/** What supabase-js resolves a request to. */
export interface Answer {
  data: unknown;
  error: unknown;
}

export type Operation = 'select' | 'insert' | 'update' | 'upload';

/** One `from(table)` chain, with every builder method called on it, in order. */
export interface RecordedQuery {
  table: string;
  operation: Exclude<Operation, 'upload'> | null;
  calls: [method: string, args: unknown[]][];
}

/** One `storage.from(bucket).upload(path, body, options)` call. */
export interface RecordedUpload {
  bucket: string;
  path: string;
  body: unknown;
  options: unknown;
}

const BUILDER_METHODS = ['select', 'insert', 'update', 'eq', 'order', 'single'] as const;
const OPERATIONS = new Set<string>(['select', 'insert', 'update']);

/** Public URLs shaped as supabase-js builds them for a hosted project. */
export const publicUrl = (bucket: string, path: string) =>
  `https://project.supabase.co/storage/v1/object/public/${bucket}/${path}`;

/**
 * A stand-in for the site's Supabase client: a `resources` table in memory (select answers with
 * its rows as given, insert adds one with a server id and time, update changes the row `eq` names)
 * and a storage bucket that accepts uploads. Every query and upload is recorded; `answerNext`
 * makes the next request of one kind answer (or wait) as a test needs.
 */
export function createFakeSupabase(initialRows: ResourceRow[] = []) {
  let rows = [...initialRows];
  let inserted = 0;
  const queries: RecordedQuery[] = [];
  const uploads: RecordedUpload[] = [];
  const planned: Record<Operation, (Answer | Promise<Answer>)[]> = { select: [], insert: [], update: [], upload: [] };

  const argOf = (query: RecordedQuery, method: string, index = 0): unknown =>
    query.calls.find(([m]) => m === method)?.[1][index];

  function answerOf(query: RecordedQuery): Answer {
    if (query.operation === 'insert') {
      inserted += 1;
      const row = {
        id: `new-${inserted}`,
        created_at: `2026-01-0${inserted}T12:00:00+00:00`,
        description: null,
        url: null,
        published: true,
        ...(argOf(query, 'insert') as Partial<ResourceRow>),
      } as ResourceRow;
      rows = [row, ...rows];
      return { data: query.calls.some(([m]) => m === 'single') ? row : [row], error: null };
    }
    if (query.operation === 'update') {
      const id = argOf(query, 'eq', 1);
      const changes = argOf(query, 'update') as Partial<ResourceRow>;
      rows = rows.map((row) => (row.id === id ? { ...row, ...changes } : row));
      return { data: rows.filter((row) => row.id === id), error: null };
    }
    return { data: rows, error: null };
  }

  function from(table: string) {
    const query: RecordedQuery = { table, operation: null, calls: [] };
    queries.push(query);
    const builder: Record<string, unknown> = {};
    for (const method of BUILDER_METHODS) {
      builder[method] = (...args: unknown[]) => {
        query.calls.push([method, args]);
        if (query.operation === null && OPERATIONS.has(method)) query.operation = method as RecordedQuery['operation'];
        return builder;
      };
    }
    builder.then = (resolve: (answer: Answer) => unknown, reject: (reason: unknown) => unknown) => {
      const next = query.operation ? planned[query.operation].shift() : undefined;
      return Promise.resolve(next ?? answerOf(query)).then(resolve, reject);
    };
    return builder;
  }

  const storage = {
    from: (bucket: string) => ({
      upload: (path: string, body: unknown, options: unknown) => {
        uploads.push({ bucket, path, body, options });
        return Promise.resolve(
          planned.upload.shift() ?? { data: { path, id: 'object-1', fullPath: `${bucket}/${path}` }, error: null },
        );
      },
      getPublicUrl: (path: string) => ({ data: { publicUrl: publicUrl(bucket, path) } }),
    }),
  };

  return {
    client: { from, storage } as unknown as SupabaseClient,
    queries,
    uploads,
    /** The table as it is now. */
    rows: () => rows,
    /** Queries of one operation, in order. */
    queriesOf: (operation: RecordedQuery['operation']) => queries.filter((q) => q.operation === operation),
    /** The next request of this kind answers with `answer` (a promise: it waits for it). */
    answerNext(operation: Operation, answer: Answer | Promise<Answer>) {
      planned[operation].push(answer);
    },
  };
}

export type FakeSupabase = ReturnType<typeof createFakeSupabase>;

/** The arguments of each call of `method` on a query. */
export function argsOf(query: RecordedQuery | undefined, method: string): unknown[][] {
  return (query?.calls ?? []).filter(([m]) => m === method).map(([, args]) => args);
}
