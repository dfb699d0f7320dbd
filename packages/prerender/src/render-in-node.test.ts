import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nodeRenderInput, releaseFolderUrl, renderInNode } from './render-in-node';

const VERSIONS = { shell: 's1', marketing: 'm1', 'knowledge-hub': 'k1' };
/** A local folder of each release, as the deployment target gives them. */
const DIRS = {
  shell: '/cdn/shell/releases/s1',
  marketing: '/cdn/marketing/releases/m1',
  'knowledge-hub': '/cdn/knowledge-hub/releases/k1',
};
const CONFIG = {
  publicOrigin: 'https://www.example.com',
  remotes: {
    marketing: 'https://cdn.example/marketing/mf-manifest.json',
    knowledgeHub: 'http://localhost:8082/mf-manifest.json',
  },
};

describe('nodeRenderInput', () => {
  it("names the Node builds of the given releases and each remote's browser release folder", () => {
    const input = nodeRenderInput({ dirs: DIRS, versions: VERSIONS, config: CONFIG, routes: ['/', '/about'] });
    expect(input).toEqual({
      renderer: '/cdn/shell/releases/s1/node/render-page.js',
      remotes: {
        marketing: '/cdn/marketing/releases/m1/node/remoteEntry.js',
        knowledgeHub: '/cdn/knowledge-hub/releases/k1/node/remoteEntry.js',
      },
      publicPaths: {
        marketing: 'https://cdn.example/marketing/releases/m1/',
        knowledgeHub: 'http://localhost:8082/releases/k1/',
      },
      routes: ['/', '/about'],
      origin: 'https://www.example.com',
    });
  });

  it('names the local shell as the origin when the config has no public origin', () => {
    const config = { remotes: CONFIG.remotes };
    expect(nodeRenderInput({ dirs: DIRS, versions: VERSIONS, config, routes: ['/'] }).origin).toBe(
      'http://localhost:8080',
    );
  });

  it('resolves the release folder against the manifest, as the browser does', () => {
    expect(releaseFolderUrl('http://localhost:8081/mf-manifest.json', '20260101-000000-abc')).toBe(
      'http://localhost:8081/releases/20260101-000000-abc/',
    );
    expect(releaseFolderUrl('https://a.example/x/y/mf-manifest.json?v=1', 'v 2')).toBe(
      'https://a.example/x/y/releases/v%202/',
    );
  });
});

describe('renderInNode', () => {
  let dir = '';
  const renderer = (source: string) => {
    const file = path.join(dir, `renderer-${Math.random().toString(36).slice(2)}.js`);
    writeFileSync(file, source);
    return file;
  };
  const input = (file: string) => ({
    renderer: file,
    remotes: { marketing: '/m.js' },
    publicPaths: { marketing: 'u' },
    routes: ['/'],
    origin: 'https://www.example.com',
  });

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'render-in-node-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("answers with the renderer's pages, rendered in another process that sees the public paths", async () => {
    const file = renderer(`exports.renderRoutes = async ({ routes, remotes }) => Object.fromEntries(routes.map((r) =>
      [r, { markup: process.pid + ' ' + remotes.marketing + ' ' + globalThis.__FIRST_SCREEN_PUBLIC_PATHS__.marketing, css: '' }]));`);
    const lines: string[] = [];
    const rendered = await renderInNode(input(file), { log: (line) => lines.push(line) });
    const page = rendered['/'];
    if (!page || 'skipped' in page) throw new Error('the renderer gave no page for /');
    const [pid, entry, publicPath] = page.markup.split(' ');
    expect(Number(pid)).not.toBe(process.pid);
    expect([entry, publicPath]).toEqual(['/m.js', 'u']);
  });

  it("passes on what the renderer prints, and rejects with the renderer's error", async () => {
    const file = renderer(`exports.renderRoutes = async () => { console.log('hello'); throw new Error('no shell'); };`);
    const lines: string[] = [];
    await expect(renderInNode(input(file), { log: (line) => lines.push(line) })).rejects.toThrow('no shell');
    expect(lines).toContain('renderer: hello');
  });

  it('gives up on a renderer that never answers', async () => {
    const file = renderer(`exports.renderRoutes = () => new Promise(() => setInterval(() => {}, 1000));`);
    await expect(renderInNode(input(file), { timeout: 500 })).rejects.toThrow(/did not answer within 0.5 s/);
  });
});
