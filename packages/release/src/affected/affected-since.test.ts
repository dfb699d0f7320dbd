// On real histories: a repository with a small site, commits made here, and what each commit affects.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UsageError } from '../errors';
import { gitRepository, type GitRepository } from '../testing/git-repository';
import { SMALL_SITE, layoutFiles, layoutGraph, type SiteLayout } from '../testing/site-layout';
import { affectedSince } from './affected-since';
import { repositoryRoot } from './git';

const ALL_BUNDLES = ['shell', 'marketing', 'knowledge-hub', 'staff'];

let repo: GitRepository;
let start: string;

beforeEach(() => {
  repo = gitRepository();
  repo.write(layoutFiles(SMALL_SITE));
  start = repo.commit('the site');
});
afterEach(() => repo.remove());

/** What the commits since `base` affect, on the layout as it is now. */
const since = (base: string, layout: SiteLayout = SMALL_SITE) => affectedSince(repo.dir, { base }, layoutGraph(layout));
/** Each unit since its tag `released/<name>`. */
const sinceTags = () => affectedSince(repo.dir, { tagPrefix: 'released/' }, layoutGraph(SMALL_SITE));

describe('affectedSince a base', () => {
  it('a text change in the marketing bundle: marketing only', () => {
    repo.write({ 'mfe-marketing/src/home-page.tsx': 'export const title = "GCC Setup in India";\n' });
    repo.commit('new headline');
    expect(since(start)).toEqual(['marketing']);
    expect(since('HEAD~1')).toEqual(['marketing']);
  });

  it('a shared-ui change: every bundle that depends on it', () => {
    repo.write({ 'shared-ui/src/button.tsx': 'export const Button = 1;\n' });
    repo.commit('a button');
    expect(since(start)).toEqual(['shell', 'marketing', 'knowledge-hub']);
  });

  it('a migration: the database', () => {
    repo.write({ 'supabase/migrations/0002_email.sql': 'alter table leads add column email text;\n' });
    repo.commit('an email column');
    expect(since(start)).toEqual(['database']);
  });

  it('a lockfile change: every bundle', () => {
    repo.write({ 'package-lock.json': '{"lockfileVersion":3}' });
    repo.commit('lock');
    expect(since(start)).toEqual(ALL_BUNDLES);
  });

  it('a docs change: nothing', () => {
    repo.write({ 'docs/guide.md': '# Guide\n\nMore.\n', 'mfe-staff/README.md': '# Staff\n' });
    repo.commit('docs');
    expect(since(start)).toEqual([]);
  });

  it('a bundle added to the manifest: included, with no other edit', () => {
    const grown: SiteLayout = {
      ...SMALL_SITE,
      bundles: [...SMALL_SITE.bundles, ['blog', 'mfe-blog']],
      packages: [...SMALL_SITE.packages, { dir: 'mfe-blog', name: 'mfe-blog', dependencies: ['shared-ui'] }],
    };
    repo.write(layoutFiles(grown));
    const added = repo.commit('a blog');
    expect(since(start, grown)).toContain('blog');
    repo.write({ 'mfe-blog/src/post.tsx': 'export const post = 1;\n' });
    repo.commit('a post');
    expect(since(added, grown)).toEqual(['blog']);
  });

  it('counts a file moved out of a bundle for the bundle it left too, and nothing uncommitted', () => {
    repo.git('mv', 'mfe-marketing/src/index.ts', 'mfe-knowledge-hub/src/moved.ts');
    repo.commit('move');
    repo.write({ 'mfe-staff/src/draft.ts': 'not committed\n' });
    expect(since(start)).toEqual(['marketing', 'knowledge-hub']);
  });

  it('takes what HEAD changed since it and the base parted, not what the base gained since', () => {
    repo.git('checkout', '--quiet', '-b', 'feature');
    repo.write({ 'mfe-marketing/src/a.ts': 'a\n' });
    repo.commit('feature');
    repo.git('checkout', '--quiet', 'main');
    repo.write({ 'mfe-staff/src/b.ts': 'b\n' });
    repo.commit('on main meanwhile');
    repo.git('checkout', '--quiet', 'feature');
    expect(since('main')).toEqual(['marketing']);
  });

  it('refuses a ref that names no commit, with status 2', () => {
    expect(() => since('no-such-branch')).toThrow(UsageError);
    expect(() => since('no-such-branch')).toThrow('"no-such-branch" names no commit');
  });
});

describe('affectedSince each unit’s tag', () => {
  it('a bundle with its tag counts only its changes since; one without is affected', () => {
    repo.git('tag', 'released/marketing');
    repo.write({ 'mfe-knowledge-hub/src/a.ts': 'a\n' });
    repo.commit('hub');
    // marketing is unchanged since its release; the others were never released from here.
    expect(sinceTags()).toEqual(['shell', 'knowledge-hub', 'staff', 'database']);
    for (const name of ['shell', 'knowledge-hub', 'staff', 'database']) repo.git('tag', `released/${name}`, start);
    expect(sinceTags()).toEqual(['knowledge-hub']);
    repo.write({ 'mfe-marketing/src/b.ts': 'b\n' });
    const released = repo.commit('marketing');
    expect(sinceTags()).toEqual(['marketing', 'knowledge-hub']);
    // After a successful release the workflow moves the bundle's tag to what it released.
    repo.git('tag', '-f', 'released/marketing', released);
    repo.git('tag', '-f', 'released/knowledge-hub', released);
    expect(sinceTags()).toEqual([]);
  });

  it('refuses a prefix that makes no tag name', () => {
    expect(() => affectedSince(repo.dir, { tagPrefix: 'bad..' }, layoutGraph(SMALL_SITE))).toThrow(
      /cannot be a git tag's name/,
    );
  });
});

describe('repositoryRoot', () => {
  it('finds the top of the repository from a folder in it, and says when there is none', () => {
    expect(repositoryRoot(path.join(repo.dir, 'mfe-marketing'))).toBe(repo.git('rev-parse', '--show-toplevel'));
    const outside = mkdtempSync(path.join(tmpdir(), 'not-a-repository-'));
    try {
      expect(() => repositoryRoot(outside)).toThrow(/No git repository here/);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
