import { useCallback } from 'react';
import { toast, useSubmitOnce, type LeadFilters, type ToastInput } from 'shared-ui';
import { ExportError, exportLeads } from '../api/export-leads';
import { EXPORT_MESSAGES } from '../lib/messages';
import { saveFile } from '../lib/save-file';

/** The toast for a failed export: sign in again (401), no access (403), else the server's message. */
export function exportFailure(error: unknown): ToastInput {
  if (error instanceof ExportError) {
    if (error.status === 401) return EXPORT_MESSAGES.signedOut;
    if (error.status === 403) return EXPORT_MESSAGES.forbidden;
    if (error.message.trim()) return { ...EXPORT_MESSAGES.failed, description: error.message };
  }
  return EXPORT_MESSAGES.failed;
}

/** Exports the leads matching `filters` as a CSV download, once at a time; a failure shows a toast. */
export function useExportLeads(filters: LeadFilters | null) {
  const { submitting, run } = useSubmitOnce();
  const start = useCallback(() => {
    if (!filters) return;
    void run(async () => {
      try {
        const { blob, fileName } = await exportLeads(filters);
        saveFile(blob, fileName);
      } catch (error) {
        console.error('Failed to export leads:', error);
        toast(exportFailure(error));
      }
    });
  }, [filters, run]);
  return { exporting: submitting, start };
}
