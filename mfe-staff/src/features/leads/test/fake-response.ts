/** What the export reads of a fetch Response (jsdom has no Response of its own). */
export function fakeResponse({
  status = 200,
  headers = {},
  body = '',
}: {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
}): Response {
  const lower = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => lower.get(name.toLowerCase()) ?? null },
    blob: async () => new Blob([body], { type: lower.get('content-type') ?? '' }),
    json: async () => JSON.parse(body) as unknown,
  } as unknown as Response;
}

export const CSV_HEADERS = {
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': 'attachment; filename="leads-2026-11-23.csv"',
};

/** The text of a blob, byte for byte (the BOM included), read as jsdom's Blob allows. */
export function blobBytes(blob: Blob): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Array.from(new Uint8Array(reader.result as ArrayBuffer)));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
