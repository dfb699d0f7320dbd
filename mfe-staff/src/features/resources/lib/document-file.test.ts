import { RESOURCE_LIMITS } from 'shared-ui';
import { fakePdfFile, pdfFile } from '../test/fixtures';
import {
  DOCUMENT_PROBLEMS,
  documentPath,
  documentProblem,
  documentSlug,
  formatBytes,
  isPdfContent,
} from './document-file';

describe('isPdfContent', () => {
  it('is true for content that starts with %PDF-', async () => {
    await expect(isPdfContent(pdfFile())).resolves.toBe(true);
  });

  it('looks at the content, not the name or the MIME type', async () => {
    await expect(isPdfContent(fakePdfFile('report.pdf'))).resolves.toBe(false);
    await expect(isPdfContent(new File(['%PDF-1.4'], 'notes.txt', { type: 'text/plain' }))).resolves.toBe(true);
  });

  it('is false for an empty file and for one shorter than the signature', async () => {
    await expect(isPdfContent(new File([], 'empty.pdf'))).resolves.toBe(false);
    await expect(isPdfContent(new File(['%PDF'], 'short.pdf'))).resolves.toBe(false);
    await expect(isPdfContent(new File([' %PDF-1.4'], 'space.pdf'))).resolves.toBe(false);
  });
});

describe('documentProblem', () => {
  it('accepts a PDF of exactly the bucket limit', async () => {
    const file = pdfFile('big.pdf');
    Object.defineProperty(file, 'size', { value: RESOURCE_LIMITS.documentBytes });
    await expect(documentProblem(file)).resolves.toBeNull();
  });

  it('refuses a PDF one byte over the bucket limit, before reading it', async () => {
    const file = pdfFile('huge.pdf');
    Object.defineProperty(file, 'size', { value: RESOURCE_LIMITS.documentBytes + 1 });
    await expect(documentProblem(file)).resolves.toBe('The document is larger than 20 MB.');
  });

  it('refuses content that is not a PDF', async () => {
    await expect(documentProblem(fakePdfFile())).resolves.toBe(DOCUMENT_PROBLEMS.notPdf);
    expect(DOCUMENT_PROBLEMS.notPdf).toBe('Only PDF documents can be uploaded.');
  });
});

describe('documentSlug and documentPath', () => {
  it.each([
    ['Annual Report 2025.pdf', 'annual-report-2025'],
    ['GCC_Playbook.PDF', 'gcc-playbook'],
    ['Zoë’s Résumé.pdf', 'zoe-s-resume'],
    ['  --Weird!!Name--.pdf', 'weird-name'],
    ['日本語.pdf', 'document'],
    ['.pdf', 'document'],
  ])('makes %p into %p', (name, slug) => {
    expect(documentSlug(name)).toBe(slug);
  });

  it('keeps a long name short and never ends it with a dash', () => {
    const slug = documentSlug(`${'a'.repeat(79)} b c.pdf`);
    expect(slug).toBe('a'.repeat(79));
  });

  it('puts each upload in its own folder, named by the slug, ending in .pdf', () => {
    expect(documentPath('Annual Report.pdf', '0b7c4a52-9d1e-4f7a-8c55-3a2b1c0d9e8f')).toBe(
      '0b7c4a52-9d1e-4f7a-8c55-3a2b1c0d9e8f/annual-report.pdf',
    );
  });
});

describe('formatBytes', () => {
  it.each([
    [512, '512 bytes'],
    [2048, '2 KB'],
    [1.5 * 1024 * 1024, '1.5 MB'],
  ])('writes %i as %p', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
