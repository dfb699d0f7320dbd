import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SqlRunner } from '../../../local-backend/src/database/sql-runner';
import { SUPABASE_DIR } from './pglite-database';

/** Seeded documents are named by storage location, bucket first: no host, no port. */
const STORAGE_LOCATION = 'resources/';

interface SeededResource {
  type: string;
  title: string;
  description: string | null;
  url: string | null;
  created_at: unknown;
}

/** What the content team and the site rely on in seed.sql. */
export function describeSeed(db: () => SqlRunner): void {
  let rows: SeededResource[] = [];
  beforeAll(async () => {
    rows = (
      await db().query<SeededResource>(
        'select type, title, description, url, created_at::text from public.resources order by created_at desc',
      )
    ).rows;
  });

  it('has at least 8 resources covering the four types the site knows', () => {
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['Whitepaper', 'Webinar', 'Podcast', 'Report']));
  });

  it('gives every resource a distinct created_at, so newest-first order is stable', () => {
    expect(new Set(rows.map((r) => String(r.created_at))).size).toBe(rows.length);
  });

  it('has exactly one placeholder url "#" for the content-needed toast', () => {
    expect(rows.filter((r) => r.url === '#')).toHaveLength(1);
  });

  it('names every other document by its location in the resources bucket, which holds it as a PDF of real content', () => {
    for (const { url } of rows.filter((r) => r.url !== '#')) {
      expect(url?.startsWith(STORAGE_LOCATION)).toBe(true);
      const name = (url ?? '').slice(STORAGE_LOCATION.length);
      expect(name).toMatch(/\.pdf$/);
      expect(existsSync(path.join(SUPABASE_DIR, 'storage', 'resources', name))).toBe(true);
      // The content is read from the PDF's source (scripts/make-documents.mjs prints one from the other).
      const html = readFileSync(path.join(SUPABASE_DIR, 'documents', name.replace(/\.pdf$/, '.html')), 'utf8');
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html.match(/<p>[^<]{80,}/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    }
  });

  it('has a title and a description for every resource', () => {
    for (const r of rows) {
      expect(r.title.length).toBeGreaterThan(10);
      expect(r.description?.length ?? 0).toBeGreaterThan(40);
    }
  });
}
