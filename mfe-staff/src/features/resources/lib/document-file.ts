import { RESOURCE_LIMITS } from 'shared-ui';

const MEBIBYTE = 1024 * 1024;

/** The storage bucket's file size limit in MB (MiB, as the bucket counts). */
export const DOCUMENT_MAX_MB = RESOURCE_LIMITS.documentBytes / MEBIBYTE;

/** What the form says about a file it will not upload. */
export const DOCUMENT_PROBLEMS = {
  tooLarge: `The document is larger than ${DOCUMENT_MAX_MB} MB.`,
  notPdf: 'Only PDF documents can be uploaded.',
} as const;

/** The one type a document is stored and served with: the bucket holds PDFs only. */
export const PDF_TYPE = 'application/pdf';

/**
 * What the file picker offers: PDFs by type, and by name for a system that knows no type for .pdf
 * (the file then comes without one; its content is checked before uploading anyway).
 */
export const DOCUMENT_ACCEPT = `${PDF_TYPE},.pdf`;

/** Every PDF starts with these bytes (ISO 32000, "File header"). */
const PDF_SIGNATURE = '%PDF-';

/**
 * The first `count` bytes of a file. FileReader rather than Blob.arrayBuffer(): it is in every
 * browser the site supports and in jsdom, where Blob has no arrayBuffer().
 */
function readStart(file: Blob, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The document could not be read.'));
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

/** True when the file's content starts as a PDF does; its name and the browser's MIME type are not trusted. */
export async function isPdfContent(file: Blob): Promise<boolean> {
  const start = await readStart(file, PDF_SIGNATURE.length);
  return start.length === PDF_SIGNATURE.length && [...start].every((byte, i) => byte === PDF_SIGNATURE.charCodeAt(i));
}

/**
 * The file as a PDF, whatever type the browser gave it: none ('') where it does not know the
 * extension, or a wrong one. supabase-js sends a File as a form part typed by the File itself and
 * ignores `contentType`, and storage keeps that type (none: application/octet-stream). The same
 * bytes and name, not read or copied.
 */
export function asPdfFile(file: File): File {
  return file.type === PDF_TYPE
    ? file
    : new File([file], file.name, { type: PDF_TYPE, lastModified: file.lastModified });
}

/**
 * Why this file cannot be uploaded (the storage bucket's own limits: at most 20 MiB, PDF content),
 * or null when it can. Checked before uploading so nothing is sent that the backend would refuse.
 */
export async function documentProblem(file: Blob): Promise<string | null> {
  if (file.size > RESOURCE_LIMITS.documentBytes) return DOCUMENT_PROBLEMS.tooLarge;
  return (await isPdfContent(file)) ? null : DOCUMENT_PROBLEMS.notPdf;
}

/** Longest slug kept from a file name: the path stays short and readable. */
const SLUG_LENGTH = 80;

/** A file name as a path segment: lowercase a-z, 0-9 and dashes, without its .pdf; 'document' when nothing is left. */
export function documentSlug(fileName: string): string {
  const slug = fileName
    .replace(/\.pdf$/i, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'document' : slug;
}

/** Where an upload is stored in its bucket: a fresh folder per upload, so no two uploads collide. */
export function documentPath(fileName: string, id: string): string {
  return `${id}/${documentSlug(fileName)}.pdf`;
}

/** A file size as people read it, e.g. "1.5 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < MEBIBYTE) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / MEBIBYTE).toFixed(1)} MB`;
}
