import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createPgliteDatabase } from './helpers/pglite-database';

// The seeded documents are PDFs in the public bucket's folder, printed from supabase/documents/ by
// scripts/make-documents.mjs: hosted Storage serves .html objects as text/plain.
const SUPABASE_DIR = path.resolve(__dirname, '..');
const BUCKET_DIR = path.join(SUPABASE_DIR, 'storage/resources');
const SOURCES_DIR = path.join(SUPABASE_DIR, 'documents');

const seededUrls = [...readFileSync(path.join(SUPABASE_DIR, 'seed.sql'), 'utf8').matchAll(/'(resources\/[^']*)'/g)].map(
  (match) => match[1] ?? '',
);
const namesIn = (dir: string, extension: string): string[] =>
  readdirSync(dir)
    .filter((file) => file.endsWith(extension))
    .map((file) => file.slice(0, -extension.length))
    .sort();

describe('seeded documents', () => {
  it('are named in seed.sql by a PDF that the resources bucket folder holds', () => {
    expect(seededUrls).toHaveLength(8);
    const bucket = new Set(readdirSync(BUCKET_DIR));
    for (const url of seededUrls) {
      expect(url).toMatch(/^resources\/[a-z0-9-]+\.pdf$/);
      expect(bucket).toContain(url.slice('resources/'.length));
    }
  });

  it('have one PDF for every source in supabase/documents/ and no PDF without its source', () => {
    expect(namesIn(SOURCES_DIR, '.html')).toEqual(namesIn(BUCKET_DIR, '.pdf'));
    expect(readdirSync(BUCKET_DIR).filter((file) => !file.endsWith('.pdf'))).toEqual([]);
  });

  it.each(namesIn(BUCKET_DIR, '.pdf'))('%s.pdf is a PDF printed from its source (same title)', (name) => {
    const pdf = readFileSync(path.join(BUCKET_DIR, `${name}.pdf`)).toString('latin1');
    expect(pdf.slice(0, 5)).toBe('%PDF-');
    const title = /<title>([^<]+)<\/title>/.exec(readFileSync(path.join(SOURCES_DIR, `${name}.html`), 'utf8'))?.[1];
    expect(pdf).toContain(`/Title (${title})`);
  });
});

describe('the migration to the seeded PDFs', () => {
  it('points a database seeded with the HTML documents at their PDFs, and changes no other row', async () => {
    const migration = readFileSync(
      path.join(SUPABASE_DIR, 'migrations/20261124120000_seeded_documents_as_pdf.sql'),
      'utf8',
    );
    const db = await createPgliteDatabase();
    const urls = async () =>
      (await db.query<{ url: string | null }>('select url from public.resources order by id')).rows.map((r) => r.url);
    const seeded = await urls();
    // As a database seeded before the PDFs holds its rows, plus a resource of the content team's.
    await db.exec(
      `update public.resources set url = regexp_replace(url, '\\.pdf$', '.html') where url like 'resources/%'`,
    );
    await db.exec(
      `insert into public.resources (type, title, description, url) values ('Report', 'Own', 'x', 'resources/own.html')`,
    );
    const before = await urls();
    expect(before.filter((url) => url?.endsWith('.html'))).toHaveLength(9);

    await db.exec(migration);

    const after = await urls();
    expect(after.filter((url) => url !== 'resources/own.html')).toEqual(seeded);
    expect(after).toContain('resources/own.html');
    await db.close();
  }, 30_000);
});
