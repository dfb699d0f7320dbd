import { getSupabase } from 'shared-ui';
import { DOCUMENT_BUCKET } from '../lib/document-location';
import { DOCUMENT_PROBLEMS, PDF_TYPE, asPdfFile, documentPath, isPdfContent } from '../lib/document-file';
import { asError } from '../lib/failure-message';
import type { ClientSource } from '../../../shared/supabase-client';

/**
 * Stores a PDF (already checked with documentProblem) in the public `resources` bucket under a
 * fresh folder, never replacing an object, and returns its location as a resource's url:
 * `resources/<path>`, which the Knowledge Hub turns into the public address. Stored as
 * application/pdf whatever type the browser gave the file; its content decides that it is a PDF,
 * and anything else is refused here too, with the form's message, so nothing else gets that type.
 */
export async function uploadDocument(
  file: File,
  client: ClientSource = getSupabase(),
  newId: () => string = () => crypto.randomUUID(),
): Promise<string> {
  if (!(await isPdfContent(file))) throw new Error(DOCUMENT_PROBLEMS.notPdf);
  const db = await client;
  const path = documentPath(file.name, newId());
  const { data, error } = await db.storage
    .from(DOCUMENT_BUCKET)
    .upload(path, asPdfFile(file), { contentType: PDF_TYPE, upsert: false });
  if (error) throw asError(error);
  return `${DOCUMENT_BUCKET}/${data?.path ?? path}`;
}
