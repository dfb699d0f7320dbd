import { blobBytes, CSV_HEADERS, fakeResponse } from '../test/fake-response';
import { fakeSupabase } from '../test/fake-supabase';
import { ExportError, exportLeads, exportLeadsUrl } from './export-leads';

const config = { url: 'https://project.supabase.co', publishableKey: 'public-anon-key' };
const filters = { from: '2026-01-01T05:00:00.000Z', to: '2026-02-01T05:00:00.000Z', q: 'acme & co' };

function setup(response: Response, accessToken: string | null = 'staff-access-token') {
  const fake = fakeSupabase(() => ({ data: null, error: null, count: null }), accessToken);
  const fetchImpl = jest.fn(async (_url: string | URL | Request, _init?: RequestInit) => response);
  const run = () => exportLeads(filters, { client: fake.client, config, fetchImpl });
  return { fake, fetchImpl, run };
}

describe('exportLeadsUrl', () => {
  it('puts each set filter in the query string of the export-leads function', () => {
    expect(exportLeadsUrl('https://project.supabase.co/', filters)).toBe(
      'https://project.supabase.co/functions/v1/export-leads?from=2026-01-01T05%3A00%3A00.000Z&to=2026-02-01T05%3A00%3A00.000Z&q=acme+%26+co',
    );
    expect(exportLeadsUrl('http://127.0.0.1:54321', { q: 'x' })).toBe(
      'http://127.0.0.1:54321/functions/v1/export-leads?q=x',
    );
    expect(exportLeadsUrl('http://127.0.0.1:54321', {})).toBe('http://127.0.0.1:54321/functions/v1/export-leads');
  });
});

describe('exportLeads', () => {
  it("calls the function with the filters, the staff member's token and the anon key", async () => {
    const { fetchImpl, run } = setup(fakeResponse({ headers: CSV_HEADERS, body: 'x' }));
    await run();

    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(new URL(String(url)).searchParams.get('q')).toBe('acme & co');
    expect(String(url)).toBe(exportLeadsUrl(config.url, filters));
    expect(init?.headers).toEqual({ Authorization: 'Bearer staff-access-token', apikey: 'public-anon-key' });
  });

  it('gives the CSV byte for byte, BOM included, with the file name the server chose', async () => {
    const { run } = setup(fakeResponse({ headers: CSV_HEADERS, body: '\uFEFFName\r\nAsha\r\n' }));
    const file = await run();

    expect(file.fileName).toBe('leads-2026-11-23.csv');
    expect((await blobBytes(file.blob)).slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('falls back to leads.csv when the answer names no file', async () => {
    const { run } = setup(fakeResponse({ headers: { 'Content-Type': 'text/csv' }, body: 'x' }));
    await expect(run()).resolves.toMatchObject({ fileName: 'leads.csv' });
  });

  it.each([
    [401, '{"error":"Sign in with a staff account to export leads."}', 'Sign in with a staff account to export leads.'],
    [403, '{"error":"Only staff accounts can export leads."}', 'Only staff accounts can export leads.'],
    [400, '{"error":"\\"q\\" must be at most 200 characters."}', '"q" must be at most 200 characters.'],
    [502, '<html>Bad gateway</html>', ''],
  ])('throws the status and the server message of a %i answer', async (status, body, message) => {
    const { run } = setup(fakeResponse({ status, body }));
    const promise = run();
    await expect(promise).rejects.toBeInstanceOf(ExportError);
    await expect(promise).rejects.toMatchObject({ status, message });
  });

  it('asks nothing of the server without a session', async () => {
    const { fetchImpl, run } = setup(fakeResponse({ body: '' }), null);
    await expect(run()).rejects.toMatchObject({ status: 401 });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('refuses to run before the backend is configured', async () => {
    const fetchImpl = jest.fn();
    await expect(exportLeads(filters, { config: null, fetchImpl })).rejects.toThrow('not configured');
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
