import type * as Buffer from './telemetry-buffer';
import type * as Start from './start-telemetry';
import type { reportConversion } from 'shared-ui';
import { BEACON_LIMITS, type Beacon, type BeaconVitalName } from 'telemetry-contract';

const SHELL_VERSION = '20261120-101500-a1b2c3d';
const MARKETING_VERSION = '20261125-093000-0f1e2d3';
const SHELL_BASE = `http://localhost/releases/${SHELL_VERSION}/`;
const MARKETING_ENTRY = `https://marketing.example-cdn.net/releases/${MARKETING_VERSION}/remoteEntry.js`;
const SUPABASE_URL = 'https://project.supabase.co';
const ENDPOINT = `${SUPABASE_URL}/functions/v1/${BEACON_LIMITS.path}`;

type Report = (metric: { name: BeaconVitalName; value: number }) => void;

/** A new page load: fresh module state for the buffer, the telemetry and shared-ui. */
function pageLoad() {
  let modules:
    { buffer: typeof Buffer; start: typeof Start; sharedUi: { reportConversion: typeof reportConversion } } | undefined;
  jest.isolateModules(() => {
    modules = {
      buffer: jest.requireActual('./telemetry-buffer'),
      start: jest.requireActual('./start-telemetry'),
      sharedUi: jest.requireActual('shared-ui'),
    };
  });
  const reports: Record<string, Report> = {};
  const vitals = (['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const).map((name) => (report: Report) => {
    reports[name] = report;
  });
  return { ...modules!, reports, vitals };
}

const sent = jest.fn((_url: string, _body: string) => true);
const fetchImpl = jest.fn();

function setGpc(on: boolean) {
  Object.defineProperty(window.navigator, 'globalPrivacyControl', { value: on, configurable: true });
}

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event('pagehide'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

const beacons = (): Beacon[] => sent.mock.calls.map(([, body]) => JSON.parse(body) as Beacon);

let stop: (() => void) | null = null;

beforeEach(() => {
  sent.mockClear();
  fetchImpl.mockReset();
  Object.defineProperty(window.navigator, 'sendBeacon', { value: sent, configurable: true });
  window.history.replaceState(null, '', '/services');
  document.body.innerHTML = '<div id="root"></div>';
});
afterEach(() => {
  stop?.();
  stop = null;
  setGpc(false);
});

describe('startTelemetry', () => {
  it('sends one beacon per hiding with what is new: the load first, then routes, errors, crashes and conversions', async () => {
    const page = pageLoad();
    page.buffer.startTelemetryBuffer(window);
    // Before the telemetry has loaded: an uncaught error in the marketing remote, and its release loaded.
    const early = new Error('early failure');
    early.stack = `Error: early failure\n    at render (https://marketing.example-cdn.net/releases/${MARKETING_VERSION}/home.js:1:50)`;
    window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught Error: early failure', error: early }));
    page.buffer.reportTelemetry({ type: 'remote', remote: 'marketing', entry: MARKETING_ENTRY });
    page.sharedUi.reportConversion('contact-sent');

    stop = page.start.startTelemetry({
      supabaseUrl: SUPABASE_URL,
      shellBase: SHELL_BASE,
      vitals: page.vitals,
      later: (step) => step(),
      fetchImpl,
    });
    page.reports.LCP!({ name: 'LCP', value: 1210.4 });
    page.reports.FCP!({ name: 'FCP', value: 640 });
    hide();

    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0]![0]).toBe(ENDPOINT);
    expect(beacons()[0]).toEqual({
      v: 1,
      first: true,
      load: expect.stringMatching(/^[0-9a-f-]{36}$/),
      releases: [
        { bundle: 'shell', version: SHELL_VERSION, arm: 'live', counted: true },
        { bundle: 'marketing', version: MARKETING_VERSION, arm: 'live', counted: true },
      ],
      routes: ['/services'],
      browser: expect.any(String),
      mobile: expect.any(Boolean),
      errored: ['marketing'],
      crashed: [],
      errors: [
        {
          bundle: 'marketing',
          message: 'Error: early failure',
          frames: [`marketing@${MARKETING_VERSION}/home.js:1:50`],
        },
      ],
      vitals: [
        { name: 'LCP', value: 1210, route: '/services' },
        { name: 'FCP', value: 640, route: '/services' },
      ],
      conversions: [{ kind: 'contact-sent', route: '/services' }],
    });

    // The visitor comes back, opens the Knowledge Hub, which fails, and accesses nothing.
    window.history.pushState(null, '', '/resources');
    document.getElementById('root')!.setAttribute('data-route-ready', 'unavailable');
    await Promise.resolve();
    page.buffer.reportTelemetry({ type: 'crash', remote: 'knowledgeHub', message: 'Error: ScriptNetworkError' });
    page.sharedUi.reportConversion('resource-accessed');
    hide();

    expect(beacons()).toHaveLength(2);
    expect(beacons()[1]).toMatchObject({
      first: false,
      load: beacons()[0]!.load,
      routes: ['/resources'],
      errored: [],
      // Its release was never known (the entry did not load): the shell's crash, an "unknown" sample.
      crashed: ['shell'],
      errors: [{ bundle: 'unknown', message: 'Error: ScriptNetworkError', frames: [] }],
      vitals: [],
      conversions: [{ kind: 'resource-accessed', route: '/resources' }],
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("starts each metric's observers in a task of its own", () => {
    const page = pageLoad();
    page.buffer.startTelemetryBuffer(window);
    const steps: (() => void)[] = [];
    stop = page.start.startTelemetry({
      supabaseUrl: SUPABASE_URL,
      shellBase: SHELL_BASE,
      vitals: page.vitals,
      later: (step) => steps.push(step),
    });
    expect(Object.keys(page.reports)).toEqual([]);
    for (let task = 1; task <= 5; task++) {
      steps.shift()!();
      expect(Object.keys(page.reports)).toHaveLength(task);
    }
    steps.shift()!();
    expect(steps).toEqual([]);
  });

  it('marks a previewed remote and any other arm the config assigns', () => {
    const page = pageLoad();
    page.buffer.startTelemetryBuffer(window);
    stop = page.start.startTelemetry({
      supabaseUrl: SUPABASE_URL,
      shellBase: SHELL_BASE,
      previewed: ['marketing'],
      arms: { shell: 'canary', knowledgeHub: 'canary' },
      vitals: [],
    });
    page.buffer.reportTelemetry({ type: 'remote', remote: 'marketing', entry: MARKETING_ENTRY });
    page.buffer.reportTelemetry({
      type: 'remote',
      remote: 'knowledgeHub',
      entry: 'https://cdn.example.net/knowledge-hub/releases/20261124-170000-nogit/remoteEntry.js',
    });
    hide();
    expect(beacons()[0]!.releases).toEqual([
      { bundle: 'shell', version: SHELL_VERSION, arm: 'canary', counted: true },
      { bundle: 'marketing', version: MARKETING_VERSION, arm: 'preview', counted: true },
      { bundle: 'knowledge-hub', version: '20261124-170000-nogit', arm: 'canary', counted: true },
    ]);
  });

  it('sends nothing in a browser with Global Privacy Control, nor from scripts that are not a release', () => {
    setGpc(true);
    let page = pageLoad();
    page.buffer.startTelemetryBuffer(window);
    expect(
      page.start.startTelemetry({
        supabaseUrl: SUPABASE_URL,
        shellBase: SHELL_BASE,
        vitals: page.vitals,
        later: (step) => step(),
      }),
    ).toBeNull();
    expect(page.reports).toEqual({});
    hide();
    setGpc(false);
    page = pageLoad();
    page.buffer.startTelemetryBuffer(window);
    expect(
      page.start.startTelemetry({ supabaseUrl: SUPABASE_URL, shellBase: 'http://localhost:8080/', vitals: [] }),
    ).toBeNull();
    hide();
    expect(sent).not.toHaveBeenCalled();
  });

  it('writes no cookie and nothing to storage', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const page = pageLoad();
    page.buffer.startTelemetryBuffer(window);
    stop = page.start.startTelemetry({
      supabaseUrl: SUPABASE_URL,
      shellBase: SHELL_BASE,
      vitals: page.vitals,
      later: (step) => step(),
    });
    page.reports.CLS!({ name: 'CLS', value: 0.02 });
    page.sharedUi.reportConversion('contact-sent');
    hide();
    hide();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(setItem).not.toHaveBeenCalled();
    expect(document.cookie).toBe('');
    setItem.mockRestore();
  });

  it('sends as the page is put away even where the browser says nothing of its visibility', () => {
    const page = pageLoad();
    page.buffer.startTelemetryBuffer(window);
    stop = page.start.startTelemetry({ supabaseUrl: SUPABASE_URL, shellBase: SHELL_BASE, vitals: [] });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons()).toEqual([expect.objectContaining({ first: true, routes: ['/services'] })]);
  });

  it('sends with a keepalive fetch where sendBeacon is missing', () => {
    Object.defineProperty(window.navigator, 'sendBeacon', { value: undefined, configurable: true });
    fetchImpl.mockResolvedValue({});
    const page = pageLoad();
    page.buffer.startTelemetryBuffer(window);
    stop = page.start.startTelemetry({ supabaseUrl: SUPABASE_URL, shellBase: SHELL_BASE, vitals: [], fetchImpl });
    hide();
    expect(fetchImpl).toHaveBeenCalledWith(ENDPOINT, expect.objectContaining({ method: 'POST', keepalive: true }));
    expect(JSON.parse(fetchImpl.mock.calls[0][1].body)).toMatchObject({ first: true, routes: ['/services'] });
  });
});
