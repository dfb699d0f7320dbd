/** What getResources reads of an answer; jsdom has neither fetch nor Response. */
export interface FakeAnswer {
  status?: number;
  /** The body as sent: JSON is given as a value, anything else as text. */
  body?: unknown;
}

function answer({ status = 200, body = [] }: FakeAnswer) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, text: async () => text };
}

/** One call's outcome: an answer, an Error to reject with, or a promise of an answer (a rejected one rejects). */
export type FakeResult = FakeAnswer | Error | Promise<FakeAnswer>;

/**
 * Installs a fake global fetch for one test: each call resolves with `answer` (or rejects with it,
 * when it is an Error), or waits for the promise it is given; given a list, the calls get its
 * answers in turn (the last one again once it is used up). Returns the jest.fn, to inspect calls.
 */
export function installFetch(result: FakeResult | FakeResult[] = {}): jest.Mock {
  let call = 0;
  const fetch = jest.fn(async () => {
    const next = Array.isArray(result) ? result[Math.min(call, result.length - 1)] : result;
    call += 1;
    if (next instanceof Error) throw next;
    return answer((await next) ?? {});
  });
  Object.defineProperty(globalThis, 'fetch', { value: fetch, configurable: true, writable: true });
  return fetch;
}

/** Removes the fake fetch (afterEach). */
export function removeFetch(): void {
  delete (globalThis as { fetch?: unknown }).fetch;
}
