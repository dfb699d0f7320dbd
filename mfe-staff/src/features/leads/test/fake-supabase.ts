import type { SupabaseClient } from '../../../shared/supabase-client';

/** What supabase-js answers a query with. */
export interface QueryAnswer {
  data: unknown;
  error: unknown;
  count: number | null;
}

/** One query built on the fake client: every builder call in order, and the abort signal it got. */
export interface RecordedQuery {
  calls: unknown[][];
  signal: AbortSignal | undefined;
}

// Only the builder methods the leads page may use: any other call (eq, limit, ...) is a TypeError.
const METHODS = ['select', 'gte', 'lt', 'or', 'order', 'range', 'abortSignal'] as const;

/**
 * A Supabase client whose query builder records its calls and answers with `answer(query, index)`
 * (index: 0 for the first query). Its auth hands out a session with `accessToken` (none if null).
 */
export function fakeSupabase(
  answer: (query: RecordedQuery, index: number) => QueryAnswer | Promise<QueryAnswer>,
  accessToken: string | null = 'staff-access-token',
) {
  const queries: RecordedQuery[] = [];
  const from = jest.fn((table: string) => {
    const query: RecordedQuery = { calls: [['from', table]], signal: undefined };
    const index = queries.push(query) - 1;
    const builder: Record<string, unknown> = {};
    for (const method of METHODS) {
      builder[method] = (...args: unknown[]) => {
        query.calls.push([method, ...args]);
        if (method === 'abortSignal') query.signal = args[0] as AbortSignal;
        return builder;
      };
    }
    builder.then = (resolve: (value: QueryAnswer) => unknown, reject: (reason: unknown) => unknown) =>
      Promise.resolve()
        .then(() => answer(query, index))
        .then(resolve, reject);
    return builder;
  });
  const getSession = jest.fn(async () => ({
    data: { session: accessToken ? { access_token: accessToken } : null },
    error: null,
  }));
  const client = { from, auth: { getSession } } as unknown as SupabaseClient;
  return { client, from, getSession, queries };
}

/** The builder calls of the list query for `page` with the given filter calls, as getLeads makes them. */
export function listQueryCalls(page: number, filterCalls: unknown[][] = []): unknown[][] {
  const first = (page - 1) * 50;
  return [
    ['from', 'resource_leads'],
    ['select', 'id, created_at, name, email, company, resources(title, type)', { count: 'exact' }],
    ...filterCalls,
    ['order', 'created_at', { ascending: false }],
    ['order', 'id', { ascending: false }],
    ['range', first, first + 49],
    ['abortSignal', expect.any(AbortSignal)],
  ];
}
