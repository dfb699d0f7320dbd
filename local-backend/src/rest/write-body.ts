import { JsonTextError, parseJsonText } from '../http/json-text';
import { requestError } from './postgrest-error';

/** Rows of a POST/PATCH body and the columns they set. */
export interface WriteBody {
  rows: Record<string, unknown>[];
  columns: string[];
}

/**
 * Validates a JSON write body the way PostgREST does: an object or an array of objects whose
 * keys are columns of the table; in a bulk insert every object has the same keys unless
 * `columns=` names them (missing keys then become NULL).
 */
export function parseWriteBody(
  text: string,
  table: string,
  tableColumns: ReadonlySet<string>,
  declaredColumns: string[] | null,
  allowArray: boolean,
): WriteBody {
  let json: unknown;
  try {
    json = parseJsonText(text);
  } catch (error) {
    throw requestError(400, 'PGRST102', error instanceof JsonTextError ? error.message : 'Empty or invalid json');
  }
  const rows = Array.isArray(json) && allowArray ? json : [json];
  if (!rows.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r))) {
    throw requestError(400, 'PGRST102', 'Empty or invalid json');
  }
  const objects = rows as Record<string, unknown>[];
  const columns = declaredColumns ?? Object.keys(objects[0] ?? {});
  if (!declaredColumns) {
    const expected = [...columns].sort().join(',');
    if (objects.some((o) => Object.keys(o).sort().join(',') !== expected)) {
      throw requestError(400, 'PGRST102', 'All object keys must match');
    }
  }
  for (const column of columns) {
    if (!tableColumns.has(column)) {
      throw requestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);
    }
  }
  return { rows: objects, columns };
}

/**
 * PostgREST reads a table write's body as JSON when it says so or says nothing; any other
 * Content-Type (text/plain, multipart, ...) is its 400 PGRST102. CSV and form bodies, which
 * PostgREST also takes, are not implemented here and get the same answer.
 */
export function checkWriteContentType(header: string | undefined): void {
  const type = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== '' && type !== 'application/json') {
    throw requestError(400, 'PGRST102', `Content-Type not acceptable: ${type}`);
  }
}
