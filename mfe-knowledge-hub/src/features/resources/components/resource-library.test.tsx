import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureSupabase, getSupabase } from 'shared-ui';
import { clearToasts, deferred, expectToast, renderWithToaster } from 'shared-ui/testing';
import { loadAccessDialog } from '../hooks/use-access-dialog';
import { installFetch, removeFetch, type FakeAnswer } from '../test/fake-fetch';
import { makeResource } from '../test/fixtures';
import { ResourceLibrary } from './resource-library';

// supabase-js, counted each time it is loaded (shared-ui's getSupabase imports it on first use).
let mockSupabaseLoads = 0;
jest.mock('@supabase/supabase-js', () => {
  mockSupabaseLoads += 1;
  return { createClient: () => ({}) };
});
// The real getSupabase, observed: every way to supabase-js goes through it.
jest.mock('shared-ui', () => {
  const actual = jest.requireActual('shared-ui');
  return { ...actual, getSupabase: jest.fn(actual.getSupabase) };
});

const BACKEND = { url: 'http://127.0.0.1:54321', publishableKey: 'public-anon-key' };
const LIST_URL =
  'http://127.0.0.1:54321/rest/v1/resources?select=*&published=eq.true&order=created_at.desc&apikey=public-anon-key';
configureSupabase(BACKEND);

/** Rows as the backend sends them (no documentUrl). */
const rows = ['First', 'Second'].map((title, index) => {
  const { documentUrl: _, ...row } = makeResource({ id: `r${index}`, title, url: 'resources/a.pdf' });
  return row;
});

const accessButtons = () => screen.getAllByRole('button', { name: 'Access Now' });

/** Lets the dialog's code, fetched at the first sign of use, arrive inside act(). */
const dialogCodeArrived = () => act(async () => void (await loadAccessDialog()));

beforeEach(() => jest.mocked(getSupabase).mockClear());
afterEach(() => {
  removeFetch();
  clearToasts();
});

describe('ResourceLibrary: the list', () => {
  it('shows the spinner until the one plain GET answers, then the cards, without loading supabase-js', async () => {
    const answer = deferred<FakeAnswer>();
    const fetch = installFetch(answer.promise);
    renderWithToaster(<ResourceLibrary />);

    expect(screen.getByRole('status', { name: 'Loading resources' })).toBeInTheDocument();
    expect(fetch.mock.calls).toEqual([[LIST_URL]]);
    await act(async () => answer.resolve({ body: rows }));

    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'First',
      'Second',
    ]);
    expect(screen.queryByRole('status', { name: 'Loading resources' })).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(getSupabase).not.toHaveBeenCalled();
    expect(mockSupabaseLoads).toBe(0);
  });

  it('says nothing is published yet for an empty list', async () => {
    installFetch({ body: [] });
    renderWithToaster(<ResourceLibrary />);
    await screen.findByText('No resources have been published yet. Please check back soon.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('on a failed answer logs the error, shows the destructive Error toast and an empty list', async () => {
    installFetch({ status: 500, body: { code: 'XX000', message: 'The database is restarting' } });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderWithToaster(<ResourceLibrary />);

      await expectToast('Error', 'Failed to load resources. Please try again later.');
      expect(consoleError).toHaveBeenCalledWith(
        'Failed to load resources:',
        expect.objectContaining({ message: 'The database is restarting' }),
      );
      expect(screen.getByText('Resources are unavailable right now. Please try again later.')).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: 'Loading resources' })).not.toBeInTheDocument();
    } finally {
      consoleError.mockRestore();
    }
  });

  it('on a network failure does the same', async () => {
    installFetch(new TypeError('Failed to fetch'));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderWithToaster(<ResourceLibrary />);
      await expectToast('Error', 'Failed to load resources. Please try again later.');
      expect(consoleError).toHaveBeenCalledWith('Failed to load resources:', expect.any(TypeError));
    } finally {
      consoleError.mockRestore();
    }
  });
});

describe('ResourceLibrary: the list asked again with the key in headers', () => {
  const FAILED = 'Failed to load resources. Please try again later.';
  const UNAVAILABLE = 'Resources are unavailable right now. Please try again later.';

  /** Renders the library with the console's errors caught, and waits until the list is asked a second time. */
  async function renderUntilAskedAgain(fetch: jest.Mock) {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithToaster(<ResourceLibrary />);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await act(async () => {});
    return consoleError;
  }

  /** Nothing says the list failed: the spinner stays, no toast, nothing logged. */
  function expectStillLoading(consoleError: jest.SpyInstance) {
    expect(screen.getByRole('status', { name: 'Loading resources' })).toBeInTheDocument();
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  }

  it('keeps the spinner and says nothing while it asks again after the first failure, then shows the cards', async () => {
    const second = deferred<FakeAnswer>();
    const fetch = installFetch([new TypeError('Failed to fetch'), second.promise]);
    const consoleError = await renderUntilAskedAgain(fetch);
    try {
      expectStillLoading(consoleError);

      await act(async () => second.resolve({ body: rows }));

      expect(screen.getAllByRole('article')).toHaveLength(2);
      expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
  });

  it('shows the failure only once the second asking fails too, with its error', async () => {
    const second = deferred<FakeAnswer>();
    const fetch = installFetch([{ status: 401, body: { message: 'Invalid API key' } }, second.promise]);
    const consoleError = await renderUntilAskedAgain(fetch);
    try {
      expectStillLoading(consoleError);

      await act(async () => second.resolve({ status: 503, body: { message: 'upstream down' } }));

      await expectToast('Error', FAILED);
      expect(screen.getByText(UNAVAILABLE)).toBeInTheDocument();
      expect(consoleError.mock.calls).toEqual([
        ['Failed to load resources:', expect.objectContaining({ message: 'upstream down' })],
      ]);
    } finally {
      consoleError.mockRestore();
    }
  });
});

describe('ResourceLibrary: supabase-js, for the access dialog only', () => {
  it('is loaded when the pointer enters an Access Now button, not before', async () => {
    installFetch({ body: rows });
    renderWithToaster(<ResourceLibrary />);
    await screen.findAllByRole('article');
    const user = userEvent.setup();
    await user.hover(screen.getByRole('heading', { name: 'First' }));
    expect(getSupabase).not.toHaveBeenCalled();

    await user.hover(accessButtons()[0]!);

    expect(getSupabase).toHaveBeenCalled();
    await waitFor(() => expect(mockSupabaseLoads).toBe(1));
    await dialogCodeArrived();
  });

  it('is asked for when an Access Now button gets focus', async () => {
    installFetch({ body: rows });
    renderWithToaster(<ResourceLibrary />);
    await screen.findAllByRole('article');
    expect(getSupabase).not.toHaveBeenCalled();

    act(() => accessButtons()[1]!.focus());

    expect(getSupabase).toHaveBeenCalled();
    await dialogCodeArrived();
  });

  it('is asked for by a click that came without any earlier sign, and by the dialog it opens', async () => {
    installFetch({ body: rows });
    renderWithToaster(<ResourceLibrary />);
    await screen.findAllByRole('article');

    fireEvent.click(accessButtons()[0]!);

    expect(getSupabase).toHaveBeenCalledTimes(1);
    await screen.findByRole('dialog', { name: 'Access Resource' });
    expect(getSupabase).toHaveBeenCalledTimes(2);
  });
});
