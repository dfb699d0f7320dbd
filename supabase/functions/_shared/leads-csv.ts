/**
 * CSV of the leads export: RFC 4180 (CRLF line ends, fields with a comma, quote, CR or LF in
 * double quotes, quotes doubled), UTF-8 with a byte order mark so spreadsheet programs read the
 * accents right, and cells that a spreadsheet would run as a formula neutralised.
 */

/** UTF-8 byte order mark, written once before the header. */
export const CSV_BOM = '\uFEFF';

/** Header row, in column order. */
export const LEADS_CSV_COLUMNS = ['created_at', 'name', 'email', 'company', 'resource_title', 'resource_type'] as const;

/** A lead as the export reads it, with its resource embedded (null when the resource is gone). */
export interface ExportedLead {
  id: string;
  created_at: string;
  name: string;
  email: string;
  company: string;
  resources: { title: string; type: string } | null;
}

// A leading =, +, - or @ makes Excel, LibreOffice and Google Sheets evaluate the cell (CSV
// injection); so can a leading tab or carriage return. A leading apostrophe shows it as text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: neutralised if it could start a formula, then quoted if RFC 4180 requires it. */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated. */
export function csvRow(values: readonly (string | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** The header record. */
export const LEADS_CSV_HEADER = csvRow(LEADS_CSV_COLUMNS);

/** The record of one lead, in {@link LEADS_CSV_COLUMNS} order. */
export function leadCsvRow(lead: ExportedLead): string {
  return csvRow([
    lead.created_at,
    lead.name,
    lead.email,
    lead.company,
    lead.resources?.title ?? '',
    lead.resources?.type ?? '',
  ]);
}

/** `leads-2026-11-23.csv`: the download's file name, by the UTC date of the export. */
export function leadsCsvFileName(now: Date): string {
  return `leads-${now.toISOString().slice(0, 10)}.csv`;
}
