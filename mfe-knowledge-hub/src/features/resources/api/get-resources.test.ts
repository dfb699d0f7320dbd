import { makeResource } from '../test/fixtures';
import { deferred } from 'shared-ui/testing';
import { installFetch, removeFetch, type FakeAnswer, type FakeResult } from '../test/fake-fetch';
import { getResources, resourcesUrl } from './get-resources';

const BACKEND = { url: 'https://project.supabase.co', publishableKey: 'public-anon-key' };
/** The one request of the list: what the served /resources page preloads (prerender: data-preloads.test.ts). */
const LIST_URL =
  'https://project.supabase.co/rest/v1/resources?select=*&published=eq.true&order=created_at.desc&apikey=public-anon-key';

/** A row as PostgREST sends it: the table's columns, no documentUrl. */
const row = (overrides: Parameters<typeof makeResource>[0] = {}) => {
  const { documentUrl: _, ...stored } = makeResource(overrides);
  return stored;
};

afterEach(removeFetch);

describe('getResources', () => {
  it('asks for every column of the published resources, newest first, in one plain GET with the anon key in the URL', async () => {
    const fetch = installFetch({ body: [row({ id: 'b' }), row({ id: 'a' })] });

    const resources = await getResources(BACKEND);

    expect(resources.map((r) => r.id)).toEqual(['b', 'a']);
    expect(fetch).toHaveBeenCalledTimes(1);
    // No second argument: no headers, no credentials, no mode, so the request is the preload's.
    expect(fetch.mock.calls[0]).toEqual([LIST_URL]);
    expect(resourcesUrl(BACKEND)).toBe(LIST_URL);
  });

  it('builds the same address whatever the configured URL ends with, and encodes the key', () => {
    expect(resourcesUrl({ url: ' http://localhost:54321/ ', publishableKey: 'eyJ.a-b_c.d' })).toBe(
      'http://localhost:54321/rest/v1/resources?select=*&published=eq.true&order=created_at.desc&apikey=eyJ.a-b_c.d',
    );
    expect(resourcesUrl({ url: 'http://localhost:54321', publishableKey: 'a+b/c=' })).toMatch(/&apikey=a%2Bb%2Fc%3D$/);
  });

  it('maps each row to the card model: its columns, and the address of its document on this backend', async () => {
    const stored = row({ id: 'r1', url: 'resources/playbook.pdf' });
    installFetch({ body: [stored, row({ id: 'r2', url: '#' }), row({ id: 'r3', url: null })] });

    const resources = await getResources(BACKEND);

    expect(resources[0]).toEqual({
      ...stored,
      documentUrl: 'https://project.supabase.co/storage/v1/object/public/resources/playbook.pdf',
    });
    expect(resources.map((r) => r.documentUrl)).toEqual([
      'https://project.supabase.co/storage/v1/object/public/resources/playbook.pdf',
      null,
      null,
    ]);
  });

  it('returns an empty list when nothing is published', async () => {
    installFetch({ body: [] });
    await expect(getResources(BACKEND)).resolves.toEqual([]);
  });

  it("throws PostgREST's error with its message on a failed answer", async () => {
    const failure = { code: '42501', message: 'permission denied for table resources', details: null, hint: null };
    installFetch({ status: 401, body: failure });

    const promise = getResources(BACKEND);

    await expect(promise).rejects.toThrow('permission denied for table resources');
    await expect(promise).rejects.toMatchObject({ cause: failure });
  });

  it('throws the text of a failed answer that is not JSON, or its status when it is empty', async () => {
    installFetch({ status: 502, body: 'Bad Gateway' });
    await expect(getResources(BACKEND)).rejects.toThrow('Bad Gateway');
    installFetch({ status: 503, body: '' });
    await expect(getResources(BACKEND)).rejects.toThrow('HTTP 503');
  });

  it('throws when the answer is not a list', async () => {
    installFetch({ body: { id: 'r1' } });
    await expect(getResources(BACKEND)).rejects.toThrow('The resources list gave an unexpected answer.');
  });

  it('passes the network failure on when asking again fails the same way', async () => {
    const failure = new TypeError('Failed to fetch');
    installFetch(failure);
    await expect(getResources(BACKEND)).rejects.toBe(failure);
  });

  it('rejects (does not throw synchronously), and asks nothing, when no backend has been configured', async () => {
    const fetch = installFetch();
    await expect(getResources()).rejects.toThrow(/not configured/);
    expect(fetch).not.toHaveBeenCalled();
  });

  describe('when the read with the key in the URL fails, whatever the way', () => {
    const PLAIN = 'https://project.supabase.co/rest/v1/resources?select=*&published=eq.true&order=created_at.desc';
    const refused = { status: 401, body: { message: 'Invalid API key' } };

    it.each<[string, FakeResult]>([
      ['a 401', refused],
      ['a 403', { status: 403, body: { message: 'Forbidden' } }],
      ["a gateway's 502 in text", { status: 502, body: 'Bad Gateway' }],
      ['a 503 with no body', { status: 503, body: '' }],
      ['an unreadable (opaque) refusal', { status: 0, body: '' }],
      ['a refusal without CORS headers (fetch rejects)', new TypeError('Failed to fetch')],
      ['a reset or aborted connection', new TypeError('network error')],
      ['an answer that is not JSON', { body: '<html>Sign in to continue</html>' }],
      ['a JSON answer that is not a list', { body: { message: 'ok' } }],
    ])('after %s, asks at once with the key in headers and shows that answer', async (_, first) => {
      const fetch = installFetch([first, { body: [row({ id: 'a' })] }]);

      const resources = await getResources(BACKEND);

      expect(resources.map((r) => r.id)).toEqual(['a']);
      expect(fetch.mock.calls).toEqual([[LIST_URL], [PLAIN, { headers: { apikey: 'public-anon-key' } }]]);
    });

    it('asks the second time only once the first has failed, never both at once', async () => {
      const first = deferred<FakeAnswer>();
      const fetch = installFetch([first.promise, { body: [] }]);

      const loading = getResources(BACKEND);
      await Promise.resolve();
      expect(fetch).toHaveBeenCalledTimes(1);
      first.reject(new TypeError('Failed to fetch'));

      await expect(loading).resolves.toEqual([]);
      expect(fetch).toHaveBeenCalledTimes(2);
    });

    it('sends a publishable key in the apikey header alone', async () => {
      const config = { url: 'https://project.supabase.co', publishableKey: 'sb_publishable_abc' };
      const fetch = installFetch([refused, { body: [row({ id: 'a' })] }]);

      await getResources(config);

      expect(fetch.mock.calls).toEqual([
        [`${PLAIN}&apikey=sb_publishable_abc`],
        [PLAIN, { headers: { apikey: 'sb_publishable_abc' } }],
      ]);
    });

    it('sends a legacy (JWT) key as the bearer token too, as supabase-js does', async () => {
      const config = { url: 'https://project.supabase.co', publishableKey: 'eyJ.a.b' };
      const fetch = installFetch([refused, { body: [] }]);

      await getResources(config);

      expect(fetch.mock.calls[1]).toEqual([PLAIN, { headers: { apikey: 'eyJ.a.b', Authorization: 'Bearer eyJ.a.b' } }]);
    });

    it.each<[string, FakeResult, FakeResult, string]>([
      [
        'a refusal, then a failed answer',
        refused,
        { status: 503, body: { message: 'upstream down' } },
        'upstream down',
      ],
      ['a rejected fetch, then a refusal', new TypeError('Failed to fetch'), refused, 'Invalid API key'],
      ['a failed answer, then a rejected fetch', refused, new TypeError('Load failed'), 'Load failed'],
      ['a failed answer, then one that is no list', { status: 500, body: '' }, { body: {} }, 'unexpected answer'],
    ])('after %s, throws the second failure and asks no third time', async (_, first, second, message) => {
      const fetch = installFetch([first, second, { body: [] }]);

      await expect(getResources(BACKEND)).rejects.toThrow(message);
      expect(fetch).toHaveBeenCalledTimes(2);
    });
  });
});
