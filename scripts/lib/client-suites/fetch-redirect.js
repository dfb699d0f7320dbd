// Jest setup file run inside a client suite (scripts/client-suites.mjs passes it with
// --setupFiles): sends the requests the suite addresses to the Supabase CLI's gateway to the
// embedded backend, in its keys, and writes each exchange to a log for the failure report. The
// suite's own code and assertions are untouched; requests to other addresses pass unchanged.
const { appendFileSync } = require('node:fs');
const { redirectUrl, translateHeaders } = require('./redirect-rules.js');

const backendUrl = process.env.CLIENT_SUITES_BACKEND_URL ?? '';
const keys = {
  anonKey: process.env.CLIENT_SUITES_ANON_KEY ?? '',
  serviceKey: process.env.CLIENT_SUITES_SERVICE_KEY ?? '',
};
const logFile = process.env.CLIENT_SUITES_REQUEST_LOG;
/** Characters of each body kept in the log: enough to read an error, not a whole download. */
const SNIPPET = 600;

const original = globalThis.fetch;
if (backendUrl && typeof original === 'function') {
  /** @type {typeof fetch} */
  const redirected = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const target = redirectUrl(url, backendUrl);
    if (target === null) return original(input, init);
    const headers = new Headers(input instanceof Request ? input.headers : undefined);
    new Headers(init?.headers).forEach((value, name) => headers.set(name, value));
    /** @type {Record<string, string>} */
    const plain = {};
    headers.forEach((value, name) => (plain[name] = value));
    const request = input instanceof Request ? new Request(target, input) : target;
    // The running test, from jest's `expect` global (absent outside a test).
    const state = /** @type {{ expect?: { getState(): { currentTestName?: string, testPath?: string } } }} */ (
      globalThis
    ).expect?.getState();
    const entry = {
      test: state?.currentTestName ?? null,
      file: state?.testPath ?? null,
      method: (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(),
      path: target.slice(backendUrl.length),
      requestHeaders: pick(plain, ['prefer', 'accept', 'content-type', 'range', 'accept-profile', 'content-profile']),
      requestBody:
        typeof init?.body === 'string' ? init.body.slice(0, SNIPPET) : init?.body ? `[${kind(init.body)}]` : null,
    };
    try {
      const response = await original(request, { ...init, headers: translateHeaders(plain, keys) });
      const text = await response
        .clone()
        .text()
        .catch(() => '[unreadable]');
      write({ ...entry, status: response.status, responseBody: text.slice(0, SNIPPET) });
      return response;
    } catch (error) {
      const failure = /** @type {{ message?: string, cause?: { message?: string } }} */ (error);
      write({ ...entry, status: null, error: String(failure?.cause?.message ?? failure?.message ?? error) });
      throw error;
    }
  };
  globalThis.fetch = redirected;
}

/** @param {Record<string, string>} headers @param {string[]} names */
function pick(headers, names) {
  return Object.fromEntries(names.filter((n) => headers[n] !== undefined).map((n) => [n, headers[n]]));
}

/** @param {unknown} body */
function kind(body) {
  return Object.prototype.toString.call(body).slice(8, -1);
}

/** @param {object} entry */
function write(entry) {
  if (logFile) appendFileSync(logFile, `${JSON.stringify(entry)}\n`);
}
