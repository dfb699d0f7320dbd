import { getSupabase, getSupabaseConfig, type LeadFilters, type SupabaseConfig } from 'shared-ui';
import { fileNameFrom } from '../lib/content-disposition';
import type { ClientSource } from '../../../shared/supabase-client';

/** The export refused or failed; `status` is the HTTP status (401 also when there is no session). */
export class ExportError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface ExportedFile {
  /** The CSV as sent, byte for byte (its UTF-8 BOM included, so spreadsheets read it as UTF-8). */
  blob: Blob;
  fileName: string;
}

/** The `export-leads` function's address for these filters (each parameter only when set). */
export function exportLeadsUrl(baseUrl: string, filters: LeadFilters): string {
  const params = new URLSearchParams();
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.q) params.set('q', filters.q);
  const query = params.toString();
  return `${baseUrl.replace(/\/+$/, '')}/functions/v1/export-leads${query ? `?${query}` : ''}`;
}

async function serverMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body?.error === 'string' ? body.error : '';
  } catch {
    return '';
  }
}

/**
 * Downloads the CSV of every lead matching `filters` from the `export-leads` Edge Function, as the
 * signed-in staff member. Plain fetch, not `functions.invoke`: that decodes the text and drops
 * the BOM. Throws an {@link ExportError} when the function refuses or fails.
 */
export async function exportLeads(
  filters: LeadFilters,
  {
    client,
    config = getSupabaseConfig(),
    fetchImpl = (input, init) => fetch(input, init),
  }: { client?: ClientSource; config?: SupabaseConfig | null; fetchImpl?: typeof fetch } = {},
): Promise<ExportedFile> {
  if (!config) throw new Error('The backend is not configured.');
  const db = await (client ?? getSupabase());
  const { data } = await db.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new ExportError('No one is signed in.', 401);

  const response = await fetchImpl(exportLeadsUrl(config.url, filters), {
    headers: { Authorization: `Bearer ${token}`, apikey: config.publishableKey },
  });
  if (!response.ok) throw new ExportError(await serverMessage(response), response.status);
  return { blob: await response.blob(), fileName: fileNameFrom(response.headers.get('Content-Disposition')) };
}
