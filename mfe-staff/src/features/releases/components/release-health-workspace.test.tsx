import { DEFAULT_POLICY, decide } from 'canary-analysis';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, useTheme } from 'shared-ui';
import type { ChartSpec } from '../lib/chart-spec';
import { drawChart } from '../lib/draw-chart';
import { CANARY, ERRORS, NOW, stubSources } from '../test/health-fixtures';
import type { HealthSources } from '../hooks/use-release-health';
import { ReleaseHealthWorkspace } from './release-health-workspace';

jest.mock('../lib/draw-chart', () => ({ drawChart: jest.fn(() => ({ destroy: jest.fn(), setWidth: jest.fn() })) }));
const drawn = drawChart as jest.MockedFunction<typeof drawChart>;

/** The browser's ResizeObserver, which jsdom lacks: each instance remembers what it watches. */
class WatchedSizes {
  static all: WatchedSizes[] = [];
  watched: Element[] = [];
  constructor(private readonly changed: () => void) {
    WatchedSizes.all.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.watched = [];
  }
  /** The layout gave `element` a new size. */
  static resize(element: Element) {
    for (const observer of WatchedSizes.all) if (observer.watched.includes(element)) observer.changed();
  }
}
globalThis.ResizeObserver = WatchedSizes as unknown as typeof ResizeObserver;

beforeEach(() => {
  WatchedSizes.all = [];
  jest.useFakeTimers({ now: NOW, doNotFake: ['setTimeout', 'queueMicrotask', 'setImmediate', 'nextTick'] });
  drawn.mockClear();
});
afterEach(() => {
  jest.useRealTimers();
  document.documentElement.removeAttribute('style');
});

/** The site's theme switch, as the shell's header has it (one theme here). */
function DarkTheme() {
  const { setTheme } = useTheme();
  return <button onClick={() => setTheme('theme-dark')}>Dark</button>;
}

function renderPage(sources: HealthSources) {
  return render(
    <ThemeProvider>
      <DarkTheme />
      <ReleaseHealthWorkspace sources={sources} />
    </ThemeProvider>,
  );
}

/** The spec of the last drawing of a chart, by its caption. */
function lastSpec(caption: string): ChartSpec {
  const index = [...document.querySelectorAll('figcaption')].findIndex((c) => c.textContent === caption);
  const plots = document.querySelectorAll('[role="img"]');
  const element = plots[index];
  const call = drawn.mock.calls.filter(([target]) => target === element).at(-1);
  if (!call) throw new Error(`the chart "${caption}" was not drawn`);
  return call[1];
}

/** The table's column `column` as text, by row (time | version). */
function column(table: HTMLElement, column: string): Record<string, string> {
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  const at = headers.indexOf(column);
  return Object.fromEntries(
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => {
        const cells = [...row.querySelectorAll('th, td')].map((c) => c.textContent ?? '');
        return [`${cells[0]} | ${cells[1]}`, cells[at] ?? ''];
      }),
  );
}

it("shows each bundle's live release and its canary: share, lease left, the decision so far and why", async () => {
  renderPage(stubSources());
  const section = await screen.findByRole('region', { name: 'marketing' });
  expect(within(section).getByText('Live release').nextElementSibling).toHaveTextContent(/^v1$/);
  expect(
    within(section).getByText(/v2 gets 25 % of page loads \(measured against v1\); lease 9 min left/),
  ).toBeInTheDocument();
  expect(within(section).getByText('hold')).toBeInTheDocument();
  expect(within(section).getByRole('list', { name: 'Why' })).toHaveTextContent(CANARY.reasons[0] ?? '');
});

it("puts the watcher's verdict into words: the decision's headline, then one line per metric", async () => {
  const verdict = decide(
    DEFAULT_POLICY,
    { share: 25, startedAt: 0, stepStartedAt: 0 },
    {
      canary: { pageLoads: 10, errored: 0, crashed: 0, conversions: 0 },
      live: { pageLoads: 30, errored: 0, crashed: 0, conversions: 0 },
    },
    10 * 60_000,
  ).verdict;
  renderPage(stubSources({ getCanaries: jest.fn(async () => [{ ...CANARY, verdict, reasons: [] }]) }));
  const section = await screen.findByRole('region', { name: 'marketing' });
  const why = within(within(section).getByRole('list', { name: 'Why' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(why).toEqual([
    'Holding at 25 %: baking 10 min of 1 h; 10 canary and 30 live page loads this step, 500 needed per arm. Stops in 47 h 50 min if it cannot step up.',
    'errored: none on either arm yet.',
    'crashed: none on either arm yet.',
    'conversions: none on either arm yet.',
  ]);
});

it('puts the same numbers in the table as in the charts, one line per version, with the switches marked', async () => {
  renderPage(stubSources());
  const table = await screen.findByRole('table', { name: /marketing per hour, last 24 hours/ });
  await waitFor(() => expect(drawn).toHaveBeenCalledTimes(6));
  const loads = lastSpec('Page loads');
  expect(loads.series.map((s) => s.label)).toEqual(['v1', 'v2']);
  expect(loads.times).toEqual([Date.parse('2026-11-26T09:00:00Z') / 1000, Date.parse('2026-11-26T10:00:00Z') / 1000]);
  expect(loads.series.map((s) => s.values)).toEqual([
    [40, 30],
    [null, 10],
  ]);
  expect(Object.values(column(table, 'Page loads'))).toEqual(['40', '30', '10']);
  const errored = lastSpec('Errored rate');
  expect(errored.series.map((s) => s.values)).toEqual([
    [5, 0],
    [null, 30],
  ]);
  expect(Object.values(column(table, 'Errored rate'))).toEqual(['5.0 %', '0.0 %', '30.0 %']);
  expect(Object.values(column(table, 'p75 LCP'))).toEqual(['1250 ms', '1500 ms', '2750 ms']);
  expect(lastSpec('p75 LCP').series.map((s) => s.values)).toEqual([
    [1250, 1500],
    [null, 2750],
  ]);
  expect(Object.values(column(table, 'p75 INP'))).toEqual(['125 ms', '150 ms', '–']);
  expect(Object.values(column(table, 'p75 CLS'))).toEqual(['0.050', '0.100', '–']);
  // The switches in the window, on every chart and in their own table; the release before it is not.
  expect(loads.markers).toEqual([
    { at: Date.parse('2026-11-26T09:45:00Z') / 1000, label: 'Canary started v2 at 10 %' },
    { at: Date.parse('2026-11-26T10:30:00Z') / 1000, label: 'Canary step v2 at 25 %' },
  ]);
  const switches = screen.getByRole('table', { name: /Switches of marketing/ });
  expect(
    within(switches)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent),
  ).toEqual([expect.stringContaining('Canary started v2 at 10 %'), expect.stringContaining('Canary step v2 at 25 %')]);
  expect(loads.range).toEqual([(NOW - 24 * 3_600_000) / 1000, NOW / 1000]);
});

it('says in the table how many page loads of each release the telemetry caps left uncounted', async () => {
  renderPage(stubSources());
  const table = await screen.findByRole('table', { name: /marketing per hour, last 24 hours/ });
  expect(column(table, 'Uncounted (caps)')).toEqual({
    '26 Nov, 09:00 UTC | v1': '0',
    '26 Nov, 10:00 UTC | v1': '4',
    '26 Nov, 10:00 UTC | v2': '2 + 1 later report',
  });
  // Counted nowhere else: the page loads and rates are the counted ones only.
  expect(Object.values(column(table, 'Page loads'))).toEqual(['40', '30', '10']);
});

it('shows counts that cannot be within bounds, says what was read, and shows the rest', async () => {
  const sources = stubSources();
  const series = await sources.getReleaseSeries({ since: '', until: '', bucketHours: 1 });
  sources.getReleaseSeries = jest.fn(async () =>
    series.map((p) => (p.version === 'v2' ? { ...p, pageLoads: 0, errored: 1 } : p)),
  );
  renderPage(sources);
  const table = await screen.findByRole('table', { name: /marketing per hour, last 24 hours/ });
  expect(column(table, 'Inconsistent')).toEqual({
    '26 Nov, 09:00 UTC | v1': '',
    '26 Nov, 10:00 UTC | v1': '',
    '26 Nov, 10:00 UTC | v2': 'errored 1 of 0 page loads: shown as 0.',
  });
  expect(column(table, 'Errored rate')['26 Nov, 10:00 UTC | v2']).toBe('–');
  expect(column(table, 'Page loads')['26 Nov, 10:00 UTC | v1']).toBe('30');
});

it("lists each version's top errors with their count, first and last seen, and where they came from", async () => {
  renderPage(stubSources());
  const table = await screen.findByRole('table', { name: 'Top errors of marketing v2' });
  const [row] = within(table).getAllByRole('row').slice(1);
  expect(within(row!).getByRole('rowheader')).toHaveTextContent(ERRORS[0]!.message);
  expect(row).toHaveTextContent('3');
  expect(within(row!).getByRole('listitem')).toHaveTextContent(ERRORS[0]!.frames[0]!);
  expect(screen.getByText('No errors reported for marketing v1.')).toBeInTheDocument();
});

it('reads 7 days by 6 hours when asked, and says so in the table', async () => {
  const sources = stubSources();
  renderPage(sources);
  await screen.findByRole('table', { name: /per hour/ });
  await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
  await screen.findByRole('table', { name: /marketing per 6 hours, last 7 days/ });
  expect(sources.getReleaseSeries).toHaveBeenLastCalledWith({
    since: '2026-11-19T12:00:00.000Z',
    until: new Date(NOW).toISOString(),
    bucketHours: 6,
  });
  expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
});

it('says when there is no telemetry and no switch yet', async () => {
  renderPage(
    stubSources({
      getReleaseSeries: jest.fn(async () => []),
      getSwitches: jest.fn(async () => []),
      getCanaries: jest.fn(async () => []),
    }),
  );
  expect(await screen.findByText(/No telemetry and no switches yet/)).toBeInTheDocument();
  expect(drawn).not.toHaveBeenCalled();
});

it('shows a loading state, then says what failed and loads again on Try again', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const failing = jest.fn().mockRejectedValueOnce(new Error('permission denied for function telemetry_release_series'));
  const sources = stubSources({ getReleaseSeries: failing });
  renderPage(sources);
  expect(screen.getByRole('status', { name: 'Loading the release health' })).toBeInTheDocument();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'The release health could not be loaded. permission denied for function telemetry_release_series',
  );
  failing.mockResolvedValueOnce([]);
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('region', { name: 'marketing' })).toBeInTheDocument();
  expect(error).toHaveBeenCalled();
  error.mockRestore();
});

it("draws in the theme's colours, and again in the new ones when the theme changes", async () => {
  const root = document.documentElement;
  root.className = 'theme-light';
  const setTheme = (primary: string, text: string) => {
    root.style.setProperty('--color-primary', primary);
    root.style.setProperty('--color-text', text);
  };
  setTheme('rgb(1, 2, 3)', 'rgb(10, 10, 10)');
  renderPage(stubSources());
  await screen.findByRole('table', { name: /per hour/ });
  await waitFor(() => expect(drawn).toHaveBeenCalledTimes(6));
  expect(lastSpec('Page loads').palette).toMatchObject({
    text: 'rgb(10, 10, 10)',
    series: ['rgb(1, 2, 3)', '', '', ''],
  });
  setTheme('rgb(200, 100, 0)', 'rgb(250, 250, 250)');
  await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
  await waitFor(() => expect(drawn).toHaveBeenCalledTimes(12));
  expect(lastSpec('Page loads').palette).toMatchObject({
    text: 'rgb(250, 250, 250)',
    series: ['rgb(200, 100, 0)', '', '', ''],
  });
});

it('draws a chart again at the new width when its column is resized, and only then', async () => {
  renderPage(stubSources());
  await screen.findByRole('table', { name: /marketing per hour, last 24 hours/ });
  await waitFor(() => expect(drawn).toHaveBeenCalledTimes(6));
  const plot = screen.getAllByRole('img')[0] as HTMLElement;
  const index = drawn.mock.calls.findIndex(([target]) => target === plot);
  const chart = drawn.mock.results[index]?.value as { setWidth: jest.Mock };
  expect(drawn.mock.calls[index]?.[1].width).toBe(280);
  Object.defineProperty(plot, 'clientWidth', { configurable: true, value: 640 });
  WatchedSizes.resize(plot);
  expect(chart.setWidth).toHaveBeenCalledWith(640);
  WatchedSizes.resize(plot);
  expect(chart.setWidth).toHaveBeenCalledTimes(1);
  Object.defineProperty(plot, 'clientWidth', { configurable: true, value: 120 });
  WatchedSizes.resize(plot);
  expect(chart.setWidth).toHaveBeenLastCalledWith(280);
  expect(drawn).toHaveBeenCalledTimes(6);
});
