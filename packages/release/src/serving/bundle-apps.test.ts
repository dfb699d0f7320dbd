import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listenOnFreePort } from 'site-servers';
import { createRemoteApp } from './remote-app';
import { createShellApp } from './shell-app';

const INDEX = '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>';
const NOT_FOUND_PAGE =
  '<!doctype html><html><head><title>404</title></head><body><div id="root" data-prerendered="*"><h1>Unexpected Application Error!</h1><p>404 Not Found</p></div></body></html>';
const SERVICES_PAGE =
  '<!doctype html><html><head><title>Services</title></head><body><div id="root" data-prerendered="/services"></div></body></html>';

let folder = '';
let stops: (() => Promise<void>)[] = [];
let notFoundHtml: string | null = NOT_FOUND_PAGE;

async function serve(app: Parameters<typeof listenOnFreePort>[0]) {
  const server = await listenOnFreePort(app);
  stops.push(server.close);
  return `http://localhost:${server.port}`;
}

const shellApp = () =>
  createShellApp({
    root: folder,
    config: () => ({
      remotes: { marketing: 'http://localhost:1/mf-manifest.json' },
      supabase: { url: 'http://localhost:2' },
      pages: [{ path: '/staff' }],
    }),
    prerendered: {
      route: (pathname: string) => (pathname === '/services' ? { html: SERVICES_PAGE } : null),
      notFound: () => (notFoundHtml ? { html: notFoundHtml } : null),
    },
    siteRoutes: () => ['/', '/services', '/about'],
  });

const load = (url: string, method = 'GET') => fetch(url, { method, headers: { accept: 'text/html' } });

/** The headers that must be the same for GET and HEAD of one resource. */
const headersOf = (response: Response) =>
  Object.fromEntries(
    ['content-type', 'content-length', 'cache-control', 'content-security-policy', 'x-robots-tag'].map((name) => [
      name,
      response.headers.get(name),
    ]),
  );

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'bundle-apps-'));
  writeFileSync(path.join(folder, 'index.html'), INDEX);
  mkdirSync(path.join(folder, 'releases/v1'), { recursive: true });
  writeFileSync(path.join(folder, 'mf-manifest.json'), '{"id":"marketing"}');
  notFoundHtml = NOT_FOUND_PAGE;
});

afterEach(async () => {
  for (const stop of stops) await stop();
  stops = [];
  rmSync(folder, { recursive: true, force: true });
});

describe("the shell's server", () => {
  it.each(['/', '/services', '/about', '/staff', '/no-such-page', '/services/x', '/robots.txt', '/index.html'])(
    'answers HEAD %s like GET, with no body',
    async (route) => {
      const base = await serve(shellApp());
      const get = await load(`${base}${route}`);
      const head = await load(`${base}${route}`, 'HEAD');
      expect(head.status).toBe(get.status);
      expect(headersOf(head)).toEqual(headersOf(get));
      expect(await head.text()).toBe('');
      expect((await get.text()).length).toBeGreaterThan(0);
    },
  );

  it.each(['/', '/services', '/services/', '/about', '/staff'])('answers the page %s with 200', async (route) => {
    const base = await serve(shellApp());
    expect((await load(`${base}${route}`)).status).toBe(200);
  });

  it.each(['/no-such-page', '/services/x', '/staff/unknown', '/releases'])(
    'answers %s with 404 and the not-found page rendered ahead of time',
    async (route) => {
      const base = await serve(shellApp());
      const response = await load(`${base}${route}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(NOT_FOUND_PAGE);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain('script-src');
    },
  );

  it('answers an unknown path with 404 and the single-page app while no not-found page is current', async () => {
    notFoundHtml = null;
    const base = await serve(shellApp());
    const response = await load(`${base}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(INDEX);
  });

  it('answers every path with the single-page app when it is not told which routes the site has', async () => {
    const base = await serve(
      createShellApp({ root: folder, config: () => ({ remotes: {}, supabase: { url: 'http://localhost:2' } }) }),
    );
    const response = await load(`${base}/anything`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX);
  });
});

describe("a remote's server", () => {
  it.each(['/mf-manifest.json', '/missing.js'])('answers HEAD %s like GET, with no body', async (file) => {
    const base = await serve(createRemoteApp({ root: folder }));
    const get = await fetch(`${base}${file}`);
    const head = await fetch(`${base}${file}`, { method: 'HEAD' });
    expect(head.status).toBe(get.status);
    expect(headersOf(head)).toEqual(headersOf(get));
    expect(await head.text()).toBe('');
  });
});
