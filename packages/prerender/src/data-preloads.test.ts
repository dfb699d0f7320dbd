import { readFileSync } from 'node:fs';
import path from 'node:path';
import { backendRequestUrl, dataPreloads } from './data-preloads';
import type { LiveBuilds, PageRequests } from './live-builds';
import { MARKETING_BUILD, MARKETING_MAP, builds } from './testing/live-builds-fixture';

/** The repository, three folders above src/. */
const ROOT = path.resolve(__dirname, '..', '..', '..');

describe('dataPreloads', () => {
  const backend = { url: 'https://project.supabase.co', publishableKey: 'public-anon-key' };
  const LIST_PATH = '/rest/v1/resources?select=*&published=eq.true&order=created_at.desc';
  /** The hub's build with its page-requests.json, as readLiveBuilds reads it. */
  const withRequests = (pageRequests: PageRequests = { 'hub-page': [{ path: LIST_PATH }] }): LiveBuilds => {
    const live = builds();
    return {
      ...live,
      remotes: {
        ...live.remotes,
        knowledgeHub: { ...MARKETING_BUILD, chunkMap: { ...MARKETING_MAP, exposes: {} }, pageRequests },
      },
    };
  };
  const hrefs = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]*)">/g)].map((m) => m[1]);

  it("names the page's backend reads as fetch preloads, with the anon key in the URL and the page's own mode", () => {
    const html = dataPreloads({ route: '/resources', builds: withRequests(), config: { supabase: backend } });
    expect(hrefs(html)).toEqual([`https://project.supabase.co${LIST_PATH}&apikey=public-anon-key`]);
    // As plain as HTML allows: `&name=` is never a character reference in an attribute.
    expect(html).toBe(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="https://project.supabase.co/rest/v1/resources' +
        '?select=*&published=eq.true&order=created_at.desc&apikey=public-anon-key">',
    );
  });

  it("names the Knowledge Hub's list exactly as the page asks for it (get-resources.test.ts: the same URL)", () => {
    const request = JSON.parse(
      readFileSync(path.join(ROOT, 'mfe-knowledge-hub/src/features/resources/api/resources-request.json'), 'utf8'),
    );
    expect(backendRequestUrl(backend, request.path)).toBe(
      'https://project.supabase.co/rest/v1/resources?select=*&published=eq.true&order=created_at.desc&apikey=public-anon-key',
    );
  });

  it('builds the address whatever the backend URL ends with, and encodes the key', () => {
    expect(backendRequestUrl({ url: ' http://localhost:54321/ ', publishableKey: 'eyJ.a-b_c.d' }, LIST_PATH)).toBe(
      `http://localhost:54321${LIST_PATH}&apikey=eyJ.a-b_c.d`,
    );
    expect(backendRequestUrl({ url: 'http://b.test', publishableKey: 'a+b/c=' }, '/rest/v1/x')).toBe(
      'http://b.test/rest/v1/x?apikey=a%2Bb%2Fc%3D',
    );
  });

  it('names nothing for another route, a page that asks nothing, a release without the file, or no backend', () => {
    const config = { supabase: backend };
    expect(dataPreloads({ route: '/', builds: withRequests(), config })).toBe('');
    expect(dataPreloads({ route: '/resources', builds: withRequests({}), config })).toBe('');
    expect(dataPreloads({ route: '/resources', builds: builds(), config })).toBe('');
    expect(dataPreloads({ route: '/resources', builds: withRequests(), config: {} })).toBe('');
  });

  it('escapes what HTML could read otherwise in the URL, so the browser gets the very URL', () => {
    const html = dataPreloads({
      route: '/resources',
      builds: withRequests({ 'hub-page': [{ path: '/rest/v1/x?a="b"<c>&not.x=1&lt;&#1=2' }] }),
      config: { supabase: backend },
    });
    expect(html).toContain(
      'href="https://project.supabase.co/rest/v1/x?a=&quot;b&quot;&lt;c>&amp;not.x=1&amp;lt;&amp;#1=2&apikey=public-anon-key"',
    );
  });
});
