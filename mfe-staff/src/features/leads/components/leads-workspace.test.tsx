import { deferred } from 'shared-ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSupabase, leadSearchFilter } from 'shared-ui';
import { fakeSupabase, listQueryCalls, type QueryAnswer } from '../test/fake-supabase';
import { makeLead, makeLeads } from '../test/fixtures';
import { renderWorkspace, shownNames, summaryLine } from '../test/render-workspace';
import { runInTimeZone } from '../test/time-zone';

jest.mock('shared-ui', () => ({ ...jest.requireActual('shared-ui'), getSupabase: jest.fn() }));
// Pages of 50 rows, rendered and queried by role in jsdom several times a test: over jest's 5 s
// default on two busy cores.
jest.setTimeout(20_000);

// Dates are local days: New York is UTC-5 in January.
runInTimeZone('America/New_York');

/** A backend with `total` leads: each query gets the rows of the page it asked for. */
function backendWith(total: number) {
  return fakeSupabase((query) => {
    const range = query.calls.find((call) => call[0] === 'range') as [string, number, number];
    const [, first, last] = range;
    const rows = first < total ? makeLeads(Math.min(last, total - 1) - first + 1, first + 1) : [];
    return { data: rows, error: null, count: total };
  });
}

/** A backend whose answers the test gives, one deferred per query in order. */
function backendByHand() {
  const answers: ReturnType<typeof deferred<QueryAnswer>>[] = [];
  const fake = fakeSupabase((_query, index) => {
    answers[index] ??= deferred<QueryAnswer>();
    return answers[index].promise;
  });
  const answer = async (index: number, value: QueryAnswer) => {
    answers[index] ??= deferred<QueryAnswer>();
    await act(async () => answers[index]!.resolve(value));
  };
  return { ...fake, answer };
}

/** Lets `ms` pass on the real clock, with what the timers change applied (longer than the search's pause). */
const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

const calls = (fake: { queries: { calls: unknown[][] }[] }) => fake.queries.map((q) => q.calls);

function use<Fake extends ReturnType<typeof fakeSupabase>>(fake: Fake): Fake {
  jest.mocked(getSupabase).mockResolvedValue(fake.client);
  return fake;
}

// React reports warnings (act, keys, DOM props) through console.error: any of them fails the test.
let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

describe('LeadsWorkspace: the list', () => {
  it('shows the first 50 leads, newest first, in an accessible table with the exact count', async () => {
    const fake = use(backendWith(120));
    renderWorkspace();

    expect(await screen.findByText('Showing 1–50 of 120 leads')).toBe(summaryLine());
    expect(calls(fake)).toEqual([listQueryCalls(1)]);
    expect(shownNames()).toHaveLength(50);
    expect(shownNames()[0]).toBe('Lead 1');
    const region = screen.getByRole('region', { name: 'Leads table' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(
      within(region)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Name', 'Email', 'Company', 'Resource']);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('shows each lead with its local date, a mailto link and its resource, or a dash when that is gone', async () => {
    use(
      fakeSupabase(() => ({
        data: [
          makeLead({ id: 'a', name: 'Asha Rao', created_at: '2026-03-14T02:30:00+00:00' }),
          makeLead({ id: 'b', name: 'Ravi Iyer', email: 'ravi@globex.in', company: 'Globex', resources: null }),
        ],
        error: null,
        count: 2,
      })),
    );
    renderWorkspace();

    const [, asha, ravi] = await screen.findAllByRole('row');
    const ashaCells = within(asha!).getAllByRole('cell');
    // 02:30 UTC on 14 March is 10:30 PM on 13 March in New York (UTC-4 since 8 March).
    expect(ashaCells[0]).toHaveTextContent(/^Mar 13, 2026, 10:30\sPM$/);
    expect(ashaCells[0]?.querySelector('time')).toHaveAttribute('datetime', '2026-03-14T02:30:00+00:00');
    expect(ashaCells[4]).toHaveTextContent('The GCC Operating Model PlaybookWhitepaper');
    const raviCells = within(ravi!).getAllByRole('cell');
    expect(within(raviCells[2]!).getByRole('link', { name: 'ravi@globex.in' })).toHaveAttribute(
      'href',
      'mailto:ravi@globex.in',
    );
    expect(raviCells[3]).toHaveTextContent('Globex');
    expect(raviCells[4]).toHaveTextContent('—');
    expect(screen.getByText('Showing 1–2 of 2 leads')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('pages with Previous and Next, keeping the page in the address', async () => {
    const user = userEvent.setup();
    const fake = use(backendWith(120));
    renderWorkspace();
    await screen.findByText('Showing 1–50 of 120 leads');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 51–100 of 120 leads')).toBeInTheDocument();
    expect(calls(fake)[1]).toEqual(listQueryCalls(2));
    expect(shownNames()[0]).toBe('Lead 51');
    expect(window.location.search).toBe('?page=2');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 101–120 of 120 leads')).toBeInTheDocument();
    expect(shownNames()).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 51–100 of 120 leads')).toBeInTheDocument();
    expect(calls(fake)[3]).toEqual(listQueryCalls(2));
    expect(fake.queries).toHaveLength(4);
  });

  it('keeps the rows on screen, busy, with a spinner, while the next page loads', async () => {
    const user = userEvent.setup();
    const fake = use(backendByHand());
    renderWorkspace();
    expect(screen.getByRole('status', { name: 'Loading leads' })).toBeInTheDocument();
    await fake.answer(0, { data: makeLeads(50), error: null, count: 120 });
    expect(screen.queryByRole('status', { name: 'Loading leads' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('status', { name: 'Loading leads' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Leads table' })).toHaveAttribute('aria-busy', 'true');
    expect(shownNames()[0]).toBe('Lead 1');
    expect(summaryLine()).toHaveTextContent('Showing 1–50 of 120 leads');

    await fake.answer(1, { data: makeLeads(50, 51), error: null, count: 120 });
    expect(shownNames()[0]).toBe('Lead 51');
    expect(screen.getByRole('region', { name: 'Leads table' })).toHaveAttribute('aria-busy', 'false');
  });

  it('never lets an older answer replace a newer one', async () => {
    const user = userEvent.setup();
    const fake = use(backendByHand());
    renderWorkspace();
    await fake.answer(0, { data: makeLeads(50), error: null, count: 200 });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(fake.queries).toHaveLength(3));
    expect(fake.queries[1]?.signal?.aborted).toBe(true);
    expect(fake.queries[2]?.signal?.aborted).toBe(false);

    await fake.answer(2, { data: makeLeads(50, 101), error: null, count: 200 });
    await fake.answer(1, { data: makeLeads(50, 51), error: null, count: 200 });

    expect(shownNames()[0]).toBe('Lead 101');
    expect(summaryLine()).toHaveTextContent('Showing 101–150 of 200 leads');
  });

  it('says so in the page when loading fails, and loads again on "Try again"', async () => {
    const user = userEvent.setup();
    consoleError.mockImplementation(() => {});
    const fake = use(backendByHand());
    renderWorkspace();
    await fake.answer(0, { data: null, error: { message: 'JWT expired', code: 'PGRST301' }, count: null });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The leads could not be loaded.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Failed to load leads:', expect.any(Error));

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(calls(fake)[1]).toEqual(listQueryCalls(1));
    await fake.answer(1, { data: makeLeads(3), error: null, count: 3 });

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(shownNames()).toEqual(['Lead 1', 'Lead 2', 'Lead 3']);
    expect(consoleError).toHaveBeenCalledTimes(1);
    consoleError.mockClear();
  });

  it('says the leads took too long when the database cancels the query, and offers "Try again"', async () => {
    consoleError.mockImplementation(() => {});
    const fake = use(backendByHand());
    renderWorkspace();
    const failure = { code: '57014', message: 'canceling statement due to statement timeout' };
    await fake.answer(0, { data: null, error: failure, count: null });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The leads took too long to load. Narrow the dates or the search, then try again.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    consoleError.mockClear();
  });

  it('shows a full page of 50 when the API answers at most 20 rows a request', async () => {
    use(
      fakeSupabase((query) => {
        const [, first, last] = query.calls.find((call) => call[0] === 'range') as [string, number, number];
        const end = Math.min(last, 129, first + 19);
        return { data: makeLeads(end - first + 1, first + 1), error: null, count: 130 };
      }),
    );
    renderWorkspace();
    await waitFor(() => expect(summaryLine()).toHaveTextContent('Showing 1–50 of 130 leads'));
    expect(shownNames()).toHaveLength(50);
  });

  it('says "No leads yet." when there are none at all', async () => {
    use(backendWith(0));
    renderWorkspace();
    expect(await screen.findByText('No leads yet.')).toBe(summaryLine());
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('says "No leads match these filters." when filters leave none', async () => {
    use(backendWith(0));
    renderWorkspace('?q=nobody');
    expect(await screen.findByText('No leads match these filters.')).toBe(summaryLine());
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('goes to the last page when the address asks for a page past the end', async () => {
    const fake = use(backendWith(120));
    renderWorkspace('?page=9');
    expect(await screen.findByText('Showing 101–120 of 120 leads')).toBeInTheDocument();
    expect(calls(fake)).toEqual([listQueryCalls(9), listQueryCalls(3)]);
    expect(window.location.search).toBe('?page=3');
  });

  it('goes to page 1 when the backend refuses a page past the end', async () => {
    let first = true;
    const fake = use(
      fakeSupabase(() => {
        if (!first) return { data: makeLeads(5), error: null, count: 5 };
        first = false;
        return { data: null, error: { code: 'PGRST103', message: 'Requested range not satisfiable' }, count: null };
      }),
    );
    renderWorkspace('?page=4');
    expect(await screen.findByText('Showing 1–5 of 5 leads')).toBeInTheDocument();
    expect(calls(fake)).toEqual([listQueryCalls(4), listQueryCalls(1)]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('LeadsWorkspace: filters', () => {
  it('filters by whole local days, back on page 1, and keeps the days in the address', async () => {
    const fake = use(backendWith(500));
    renderWorkspace('?page=2');
    await screen.findByText('Showing 51–100 of 500 leads');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    await waitFor(() => expect(fake.queries).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-31' } });
    await waitFor(() => expect(fake.queries).toHaveLength(3));

    expect(calls(fake)[1]).toEqual(listQueryCalls(1, [['gte', 'created_at', '2026-01-01T05:00:00.000Z']]));
    expect(calls(fake)[2]).toEqual(
      listQueryCalls(1, [
        ['gte', 'created_at', '2026-01-01T05:00:00.000Z'],
        ['lt', 'created_at', '2026-02-01T05:00:00.000Z'],
      ]),
    );
    expect(await screen.findByText('Showing 1–50 of 500 leads')).toBeInTheDocument();
    expect(window.location.search).toBe('?from=2026-01-01&to=2026-01-31');
  });

  it('refuses a To day before the From day with a message at the field, and asks nothing', async () => {
    const fake = use(backendWith(500));
    renderWorkspace('?from=2026-05-10');
    await screen.findByText('Showing 1–50 of 500 leads');

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-05-09' } });

    const to = screen.getByLabelText('To');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('"To" must be the same day as "From" or a later one.');
    expect(summaryLine()).toHaveTextContent('Correct the filters to see the leads.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await pause(50);
    expect(fake.queries).toHaveLength(1);

    fireEvent.change(to, { target: { value: '2026-05-10' } });
    await waitFor(() => expect(fake.queries).toHaveLength(2));
    expect(to).not.toHaveAttribute('aria-invalid');
  });

  it('searches name, email and company after a pause in typing, once, with the shared filter', async () => {
    const user = userEvent.setup();
    const fake = use(backendWith(500));
    renderWorkspace('?page=3');
    await screen.findByText('Showing 101–150 of 500 leads');

    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'Acme');
    expect(search).toHaveValue('Acme');
    expect(fake.queries).toHaveLength(1);

    await waitFor(() => expect(fake.queries).toHaveLength(2));
    expect(calls(fake)[1]).toEqual(listQueryCalls(1, [['or', leadSearchFilter('Acme').slice(1, -1)]]));
    await pause(400);
    expect(fake.queries).toHaveLength(2);
    expect(window.location.search).toBe('?q=Acme');
    expect(search).toHaveValue('Acme');
  });

  it('applies the search at once on Enter', async () => {
    const user = userEvent.setup();
    const fake = use(backendWith(500));
    renderWorkspace();
    await screen.findByText('Showing 1–50 of 500 leads');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  gcc {Enter}');

    expect(calls(fake)[1]).toEqual(listQueryCalls(1, [['or', leadSearchFilter('gcc').slice(1, -1)]]));
  });

  it('reads the filters and page back from the address, ignoring what is invalid', async () => {
    const fake = use(backendWith(500));
    renderWorkspace('?from=2026-01-01&to=2026-02-30&q=acme&page=3');

    await screen.findByText('Showing 101–150 of 500 leads');
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('To')).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('acme');
    expect(calls(fake)).toEqual([
      listQueryCalls(3, [
        ['gte', 'created_at', '2026-01-01T05:00:00.000Z'],
        ['or', leadSearchFilter('acme').slice(1, -1)],
      ]),
    ]);
  });

  it('refuses a search text over 200 characters at the field', async () => {
    const fake = use(backendWith(500));
    renderWorkspace();
    await screen.findByText('Showing 1–50 of 500 leads');

    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'a'.repeat(201) } });

    expect(search).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Search text must be at most 200 characters.')).toBeInTheDocument();
    await pause(400);
    expect(fake.queries).toHaveLength(1);
    expect(summaryLine()).toHaveTextContent('Correct the filters to see the leads.');
  });
});
