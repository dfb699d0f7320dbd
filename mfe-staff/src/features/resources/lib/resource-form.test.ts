import { fakePdfFile, makeRow, pdfFile } from '../test/fixtures';
import { checkResourceForm, initialValues, type ResourceFormValues } from './resource-form';

const VALID: ResourceFormValues = {
  title: 'The GCC Playbook',
  description: 'How to start.',
  type: 'Whitepaper',
  document: 'none',
  link: '',
  file: null,
  published: true,
};

const check = (values: Partial<ResourceFormValues>, original = null as Parameters<typeof checkResourceForm>[1]) =>
  checkResourceForm({ ...VALID, ...values }, original);

describe('initialValues', () => {
  it('starts a new resource empty, with no document and published', () => {
    expect(initialValues(null)).toEqual({ ...VALID, title: '', description: '', type: '' });
  });

  it("starts an edit from the row, with its document's kind", () => {
    expect(
      initialValues(makeRow({ url: 'https://example.com/a.pdf', published: false, description: null })),
    ).toMatchObject({
      document: 'link',
      link: 'https://example.com/a.pdf',
      description: '',
      published: false,
    });
    expect(initialValues(makeRow({ url: 'resources/x/a.pdf' }))).toMatchObject({ document: 'upload', link: '' });
    expect(initialValues(makeRow({ url: '#' }))).toMatchObject({ document: 'none' });
  });
});

describe('checkResourceForm', () => {
  it('trims title, type and description and sends an empty description as null', async () => {
    const checked = await check({ title: '  The GCC Playbook ', type: ' Report ', description: '   ' });
    expect(checked).toEqual({
      ok: true,
      fields: { title: 'The GCC Playbook', type: 'Report', description: null, url: null, published: true },
      upload: null,
    });
  });

  it('accepts a title of 300 characters, counted as the database counts them (emoji are one)', async () => {
    await expect(check({ title: '😀'.repeat(300) })).resolves.toMatchObject({ ok: true });
  });

  it('refuses a title of 301 characters, and a blank one', async () => {
    await expect(check({ title: 'x'.repeat(301) })).resolves.toEqual({
      ok: false,
      errors: { title: 'The title must be at most 300 characters (it has 301).' },
    });
    await expect(check({ title: '   ' })).resolves.toEqual({ ok: false, errors: { title: 'Enter a title.' } });
  });

  it('accepts a description of 2000 characters and refuses 2001', async () => {
    await expect(check({ description: 'é'.repeat(2000) })).resolves.toMatchObject({ ok: true });
    await expect(check({ description: 'é'.repeat(2001) })).resolves.toEqual({
      ok: false,
      errors: { description: 'The description must be at most 2000 characters (it has 2001).' },
    });
  });

  it('needs a type of at most 50 characters', async () => {
    await expect(check({ type: '' })).resolves.toEqual({ ok: false, errors: { type: 'Choose a type.' } });
    await expect(check({ type: 'x'.repeat(50) })).resolves.toMatchObject({ ok: true });
    await expect(check({ type: 'x'.repeat(51) })).resolves.toMatchObject({
      ok: false,
      errors: { type: expect.any(String) },
    });
  });

  it('sends a trimmed http(s) link as the url', async () => {
    await expect(check({ document: 'link', link: ' https://example.com/r.pdf ' })).resolves.toMatchObject({
      ok: true,
      fields: { url: 'https://example.com/r.pdf' },
    });
  });

  it.each(['javascript:alert(1)', 'example.com/report.pdf', 'https://exa mple.com', ''])(
    'refuses the link %p',
    async (link) => {
      const checked = await check({ document: 'link', link });
      expect(checked).toMatchObject({ ok: false, errors: { link: expect.any(String) } });
    },
  );

  it('accepts a link of 2048 characters and refuses 2049', async () => {
    const of = (length: number) => `https://example.com/${'a'.repeat(length - 'https://example.com/'.length)}`;
    await expect(check({ document: 'link', link: of(2048) })).resolves.toMatchObject({ ok: true });
    await expect(check({ document: 'link', link: of(2049) })).resolves.toEqual({
      ok: false,
      errors: { link: 'The web address must be at most 2048 characters (it has 2049).' },
    });
  });

  it('hands on a chosen PDF to upload, and refuses one whose content is not a PDF', async () => {
    const file = pdfFile();
    await expect(check({ document: 'upload', file })).resolves.toMatchObject({
      ok: true,
      upload: file,
      fields: { url: null },
    });
    await expect(check({ document: 'upload', file: fakePdfFile() })).resolves.toEqual({
      ok: false,
      errors: { file: 'Only PDF documents can be uploaded.' },
    });
  });

  it('needs a file for an upload, unless the resource already has one, which it keeps', async () => {
    await expect(check({ document: 'upload' })).resolves.toEqual({
      ok: false,
      errors: { file: 'Choose a PDF document to upload.' },
    });
    const stored = makeRow({ url: 'resources/abc/report.pdf' });
    await expect(check({ document: 'upload' }, stored)).resolves.toMatchObject({
      ok: true,
      upload: null,
      fields: { url: 'resources/abc/report.pdf' },
    });
  });

  it("keeps the '#' placeholder when no document is chosen, and otherwise sends none", async () => {
    await expect(check({}, makeRow({ url: '#' }))).resolves.toMatchObject({ fields: { url: '#' } });
    await expect(check({}, makeRow({ url: 'https://example.com/a.pdf' }))).resolves.toMatchObject({
      fields: { url: null },
    });
  });

  it('reports every wrong field at once', async () => {
    const checked = await check({ title: '', type: '', document: 'link', link: 'javascript:alert(1)' });
    expect(checked.ok).toBe(false);
    expect(checked.ok ? [] : Object.keys(checked.errors).sort()).toEqual(['link', 'title', 'type']);
  });
});
