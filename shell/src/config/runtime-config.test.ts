import { loadRuntimeConfig, parseRuntimeConfig, type RuntimeConfig } from './runtime-config';

const valid: RuntimeConfig = {
  remotes: {
    marketing: 'http://127.0.0.1:8081/mf-manifest.json',
    knowledgeHub: 'http://127.0.0.1:8082/mf-manifest.json',
  },
  supabase: { url: 'http://127.0.0.1:54321', publishableKey: 'sb_publishable_test' },
};

function fakeFetch(response: { ok: boolean; status: number; json: () => Promise<unknown> }) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => response as unknown as Response);
}

function answering(body: unknown) {
  return fakeFetch({ ok: true, status: 200, json: async () => body });
}

describe('parseRuntimeConfig', () => {
  it('accepts a config with both remote manifests and the Supabase url and key', () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid);
  });

  it("keeps the remotes a canary's page runs as candidates, and nothing else as an arm", () => {
    const arms = { knowledgeHub: 'canary', marketing: 'live', nosuch: 'canary' };
    expect(parseRuntimeConfig({ ...valid, arms })).toEqual({ ...valid, arms: { knowledgeHub: 'canary' } });
    expect(parseRuntimeConfig({ ...valid, arms: 'canary' })).toEqual(valid);
  });

  it('keeps the public origin of the environment', () => {
    const config = { ...valid, publicOrigin: 'https://www.example.com' };
    expect(parseRuntimeConfig(config)).toEqual(config);
  });

  it.each(['www.example.com', 'https://www.example.com/site', 'ftp://example.com', ''])(
    'refuses the public origin %p, which is not an http(s) origin',
    (publicOrigin) => {
      expect(parseRuntimeConfig({ ...valid, publicOrigin })).toMatch(/publicOrigin must be an http\(s\) origin/);
    },
  );

  it.each([
    ['no remotes at all', { supabase: valid.supabase }],
    ['no knowledgeHub manifest', { ...valid, remotes: { marketing: valid.remotes.marketing } }],
    ['an empty marketing manifest', { ...valid, remotes: { ...valid.remotes, marketing: '' } }],
  ])('explains which remotes are missing when it has %s', (_case, config) => {
    expect(parseRuntimeConfig(config)).toBe(
      'the runtime config needs remotes.marketing and remotes.knowledgeHub manifest URLs',
    );
  });

  it.each([
    ['no supabase block', { remotes: valid.remotes }],
    ['no publishable key', { ...valid, supabase: { url: valid.supabase.url } }],
    ['an empty url', { ...valid, supabase: { ...valid.supabase, url: '' } }],
  ])('explains what Supabase needs when it has %s', (_case, config) => {
    expect(parseRuntimeConfig(config)).toBe('the runtime config needs supabase.url and supabase.publishableKey');
  });

  it('takes the key of a config written before it was named publishableKey (anonKey)', () => {
    const written = { ...valid, supabase: { url: valid.supabase.url, anonKey: 'eyJ.legacy.anon' } };
    expect(parseRuntimeConfig(written)).toMatchObject({
      supabase: { url: valid.supabase.url, publishableKey: 'eyJ.legacy.anon' },
    });
  });

  describe('pages of bundles that join at run time', () => {
    const staff = 'http://127.0.0.1:8083/mf-manifest.json';
    const page = {
      path: '/staff/leads',
      remote: 'staff',
      module: 'leads-page',
      title: 'Leads',
      description: 'The leads.',
    };
    const withPages = (pages: unknown, remotes: Record<string, string> = { ...valid.remotes, staff }) => ({
      ...valid,
      remotes,
      pages,
    });

    it('keeps each page served by a configured remote', () => {
      expect(parseRuntimeConfig(withPages([page]))).toEqual(withPages([page]));
    });

    it("keeps a page's section (how the unavailable message names it) and drops fields it does not know", () => {
      const named = { ...page, section: 'The leads page' };
      expect(parseRuntimeConfig(withPages([{ ...named, extra: 'x' }]))).toEqual(withPages([named]));
    });

    it('leaves out an empty list, and a config without pages has none', () => {
      expect(parseRuntimeConfig(withPages([]))).not.toHaveProperty('pages');
      expect(parseRuntimeConfig(valid)).not.toHaveProperty('pages');
    });

    it.each([
      ['not a list', { path: '/staff' }, 'must be a list'],
      ['a remote without a manifest URL', [page], 'names a remote without a manifest URL'],
      ['a path with a trailing slash', [{ ...page, path: '/staff/' }], 'needs a path such as /staff/leads'],
      ['a path the shell build serves', [{ ...page, path: '/about' }], 'is served twice'],
      ['the same path twice', [page, page], 'is served twice'],
      ['a module that is not kebab-case', [{ ...page, module: 'LeadsPage' }], 'needs a kebab-case module'],
      ['no title', [{ ...page, title: '' }], 'needs a title and a description'],
    ])('refuses pages with %s', (case_, pages, reason) => {
      const remotes = case_ === 'a remote without a manifest URL' ? valid.remotes : undefined;
      expect(parseRuntimeConfig(withPages(pages, remotes))).toContain(reason);
    });
  });

  it.each([null, 'remotes', 42, undefined])('rejects %p, which is not a JSON object', (value) => {
    expect(parseRuntimeConfig(value)).toBe('the runtime config is not a JSON object');
  });
});

describe('loadRuntimeConfig', () => {
  it("fetches '/runtime-config.json' without the HTTP cache and returns the checked config", async () => {
    const fetchImpl = answering(valid);

    await expect(loadRuntimeConfig(fetchImpl)).resolves.toEqual(valid);

    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-cache' });
  });

  it('rejects with the HTTP status when the file cannot be fetched', async () => {
    const fetchImpl = fakeFetch({ ok: false, status: 404, json: async () => ({}) });

    await expect(loadRuntimeConfig(fetchImpl)).rejects.toThrow('runtime config: HTTP 404');
  });

  it('rejects with the reason when the JSON has the wrong shape', async () => {
    await expect(loadRuntimeConfig(answering({ remotes: valid.remotes }))).rejects.toThrow(
      'the runtime config needs supabase.url and supabase.publishableKey',
    );
    await expect(loadRuntimeConfig(answering([]))).rejects.toThrow(
      'the runtime config needs remotes.marketing and remotes.knowledgeHub manifest URLs',
    );
    await expect(loadRuntimeConfig(answering(null))).rejects.toThrow('the runtime config is not a JSON object');
  });

  it('rejects when the body is not JSON at all', async () => {
    const fetchImpl = fakeFetch({
      ok: true,
      status: 200,
      json: async () => JSON.parse('<!doctype html>') as unknown,
    });

    await expect(loadRuntimeConfig(fetchImpl)).rejects.toThrow(SyntaxError);
  });

  describe('in a page that carries its config', () => {
    const entries = { marketing: 'https://m.example/releases/v1/remoteEntry.js' };
    const inline = (text: string) => {
      document.body.innerHTML = '';
      const script = document.createElement('script');
      script.type = 'application/json';
      script.id = 'runtime-config';
      script.textContent = text;
      document.body.append(script);
    };
    afterEach(() => {
      document.body.innerHTML = '';
    });

    it('reads it from the page without fetching, remote entries included', async () => {
      inline(JSON.stringify({ ...valid, entries }));
      const fetchImpl = answering(valid);

      await expect(loadRuntimeConfig(fetchImpl)).resolves.toEqual({ ...valid, entries });
      expect(fetchImpl).not.toHaveBeenCalled();
    });

    it('fetches the file when the page carries a config it cannot use', async () => {
      inline('{ not json');
      const fetchImpl = answering(valid);

      await expect(loadRuntimeConfig(fetchImpl)).resolves.toEqual(valid);
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    });
  });
});
