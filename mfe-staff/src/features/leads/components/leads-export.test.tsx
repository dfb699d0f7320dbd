import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSupabase, getSupabaseConfig } from 'shared-ui';
import { clearToasts, deferred } from 'shared-ui/testing';
import { blobBytes, CSV_HEADERS, fakeResponse } from '../test/fake-response';
import { fakeSupabase } from '../test/fake-supabase';
import { makeLeads } from '../test/fixtures';
import { expectToast, renderWorkspace } from '../test/render-workspace';
import { runInTimeZone } from '../test/time-zone';

jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  getSupabase: jest.fn(),
  getSupabaseConfig: jest.fn(),
}));

runInTimeZone('America/New_York');

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const saved: { href: string; download: string }[] = [];
let fake: ReturnType<typeof fakeSupabase>;

beforeEach(() => {
  fake = fakeSupabase(() => ({ data: makeLeads(3), error: null, count: 3 }));
  jest.mocked(getSupabase).mockResolvedValue(fake.client);
  jest.mocked(getSupabaseConfig).mockReturnValue({ url: 'http://127.0.0.1:54321', publishableKey: 'public-anon-key' });
  Object.assign(globalThis, { fetch: fetchMock });
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:http://localhost/csv-1'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  clearToasts();
  fetchMock.mockReset();
  saved.length = 0;
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  Reflect.deleteProperty(globalThis, 'fetch');
});

async function exportWith(response: Response | Promise<Response>, search = '') {
  fetchMock.mockImplementation(() => Promise.resolve(response));
  const user = userEvent.setup();
  renderWorkspace(search);
  await screen.findByText('Showing 1–3 of 3 leads');
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  return user;
}

describe('LeadsWorkspace: Export CSV', () => {
  it('exports with the same filters as the list, as the signed-in staff member', async () => {
    await exportWith(fakeResponse({ headers: CSV_HEADERS, body: 'x' }), '?from=2026-01-01&to=2026-01-31&q=acme');

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    const sent = new URL(url);
    expect(`${sent.origin}${sent.pathname}`).toBe('http://127.0.0.1:54321/functions/v1/export-leads');
    const listCalls = fake.queries[0]!.calls;
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      from: listCalls.find((c) => c[0] === 'gte')?.[2],
      to: listCalls.find((c) => c[0] === 'lt')?.[2],
      q: 'acme',
    });
    expect(sent.searchParams.get('from')).toBe('2026-01-01T05:00:00.000Z');
    expect(sent.searchParams.get('to')).toBe('2026-02-01T05:00:00.000Z');
    expect(init.headers).toEqual({ Authorization: 'Bearer staff-access-token', apikey: 'public-anon-key' });
  });

  it('sends no filter the page does not have', async () => {
    await exportWith(fakeResponse({ headers: CSV_HEADERS, body: 'x' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe('http://127.0.0.1:54321/functions/v1/export-leads');
  });

  it('saves the CSV, BOM included, under the name the server gave, then frees its URL', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'], advanceTimers: true });
    try {
      await exportWith(fakeResponse({ headers: CSV_HEADERS, body: '\uFEFFName,Email\r\n' }));
      await waitFor(() =>
        expect(saved).toEqual([{ href: 'blob:http://localhost/csv-1', download: 'leads-2026-11-23.csv' }]),
      );
      const blob = jest.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
      expect((await blobBytes(blob)).slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
      expect(URL.revokeObjectURL).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(10_000));
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/csv-1');
    } finally {
      jest.useRealTimers();
    }
  });

  it('reads "Exporting…" and takes no second click while the export runs', async () => {
    const answer = deferred<Response>();
    const user = await exportWith(answer.promise);

    const button = screen.getByRole('button', { name: 'Exporting…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    await act(async () => answer.resolve(fakeResponse({ headers: CSV_HEADERS, body: 'x' })));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Export CSV' })).not.toHaveAttribute('aria-disabled');
    expect(saved).toHaveLength(1);
  });

  it.each([
    [401, 'Your session has ended. Please sign in again, then export the leads.'],
    [403, 'Your account has no access to the leads. Please sign in with a staff account.'],
  ])('says what to do when the export is refused with %i', async (status, description) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await exportWith(fakeResponse({ status, body: '{"error":"refused"}' }));
    await expectToast('Export Failed', description);
    expect(saved).toHaveLength(0);
  });

  it("shows the server's message of any other failure", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await exportWith(fakeResponse({ status: 400, body: '{"error":"\\"q\\" must be at most 200 characters."}' }));
    await expectToast('Export Failed', '"q" must be at most 200 characters.');
  });

  it('shows a general message when the failure says nothing, or the request never arrives', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await exportWith(fakeResponse({ status: 502, body: '<html>Bad gateway</html>' }));
    await expectToast('Export Failed', 'The leads could not be exported. Please try again.');

    clearToasts();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await expectToast('Export Failed', 'The leads could not be exported. Please try again.');
  });

  it('asks the staff member to sign in again when the session is gone', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fake = fakeSupabase(() => ({ data: makeLeads(3), error: null, count: 3 }), null);
    jest.mocked(getSupabase).mockResolvedValue(fake.client);
    await exportWith(fakeResponse({ headers: CSV_HEADERS }));
    await expectToast('Export Failed', 'Your session has ended. Please sign in again, then export the leads.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
