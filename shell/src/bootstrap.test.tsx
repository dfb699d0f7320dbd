import { waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadRuntimeConfig, type RuntimeConfig } from './config/runtime-config';
import { PreviewBadge } from './features/preview/preview-badge';
import type { Preview } from './features/preview/preview-link';
import { startPreview } from './features/preview/start-preview';
import { startLoadingRemotePage } from './features/remote-page/lazy-remote';
import { registerSiteRemotes } from './federation/remotes';
import type * as RunInTasks from './start/run-in-tasks';

import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';

jest.mock('react-dom/client', () => ({ createRoot: jest.fn(), hydrateRoot: jest.fn() }));
jest.mock('./app/app', () => ({ App: () => null }));
jest.mock('./config/runtime-config', () => ({ loadRuntimeConfig: jest.fn() }));
jest.mock('./features/preview/preview-badge', () => ({ PreviewBadge: jest.fn(() => null) }));
jest.mock('./features/preview/start-preview', () => ({ startPreview: jest.fn() }));
jest.mock('./features/remote-page/lazy-remote', () => ({ startLoadingRemotePage: jest.fn() }));
jest.mock('./federation/remotes', () => ({ registerSiteRemotes: jest.fn() }));
// The real task queue, watched: which step waits for a task of its own.
const mockNextTask = jest.fn();
jest.mock('./start/run-in-tasks', () => {
  const actual = jest.requireActual<typeof RunInTasks>('./start/run-in-tasks');
  mockNextTask.mockImplementation(actual.nextTask);
  return { ...actual, nextTask: mockNextTask };
});

const CONFIG: RuntimeConfig = {
  remotes: { marketing: 'http://m.test/mf-manifest.json', knowledgeHub: 'http://k.test/mf-manifest.json' },
  entries: { marketing: 'http://m.test/releases/live/remoteEntry.js' },
  supabase: { url: 'http://db.test', publishableKey: 'anon' },
};
const PREVIEW: Preview = {
  bundle: 'marketing',
  remote: 'marketing',
  version: '20261124-201500-abc1234',
  manifest: 'http://m.test/releases/20261124-201500-abc1234/mf-manifest.json',
};
const PREVIEWED = {
  remotes: { ...CONFIG.remotes, marketing: PREVIEW.manifest },
  entries: { marketing: 'http://m.test/releases/20261124-201500-abc1234/remoteEntry.js' },
};
const render = jest.fn();

/** A page of a bundle joined at run time, as the runtime config names it. */
const LEADS = { path: '/staff/leads', remote: 'staff', module: 'leads-page', title: 'Leads', description: 'Leads.' };

/**
 * The shell starting with `previews` applied, by default on the home page served ahead of time;
 * `at` another path, with the markup `served` for (a route, or `*` for the not-found page).
 */
async function startOn(previews: Preview[], { at = '/', served = '/' }: { at?: string; served?: string } = {}) {
  window.history.replaceState(null, '', at);
  document.body.innerHTML = `<div id="root" data-prerendered="${served}"><main>served</main></div>`;
  jest
    .mocked(startPreview)
    .mockResolvedValue(
      previews.length ? { ...PREVIEWED, previews } : { ...CONFIG, entries: CONFIG.entries!, previews },
    );
  // The shell starts when its bootstrap module is evaluated: once per test.
  await jest.isolateModulesAsync(async () => {
    await import('./bootstrap');
  });
  await waitFor(() =>
    expect(jest.mocked(createRoot).mock.calls.length + jest.mocked(hydrateRoot).mock.calls.length).toBe(1),
  );
}

// jsdom has no MessageChannel: the shell asks for the page's module in a task of its own.
beforeAll(() => {
  globalThis.MessageChannel = NodeMessageChannel as unknown as typeof MessageChannel;
});
afterAll(() => {
  delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(loadRuntimeConfig).mockResolvedValue(CONFIG);
  jest.mocked(createRoot).mockReturnValue({ render } as unknown as ReturnType<typeof createRoot>);
});
afterEach(() => {
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/** The `notFoundServed` the shell gave its App, hydrated or rendered. */
function notFoundServed(): boolean | undefined {
  const hydrated = jest.mocked(hydrateRoot).mock.calls[0]?.[1] as
    ReactElement<{ notFoundServed?: boolean }> | undefined;
  const rendered = render.mock.calls[0]?.[0] as ReactElement<{ notFoundServed?: boolean }> | undefined;
  return (hydrated ?? rendered)?.props.notFoundServed;
}

describe('the shell start', () => {
  it('takes the served page over as it is, indexed and with the live remotes, when nothing is previewed', async () => {
    await startOn([]);

    expect(hydrateRoot).toHaveBeenCalled();
    // The page's module is asked for once the shell is being taken over, in a task of its own.
    await waitFor(() => expect(startLoadingRemotePage).toHaveBeenCalled());
    expect(jest.mocked(hydrateRoot).mock.invocationCallOrder[0]).toBeLessThan(
      jest.mocked(startLoadingRemotePage).mock.invocationCallOrder[0]!,
    );
    expect(registerSiteRemotes).toHaveBeenCalledWith(CONFIG.remotes, CONFIG.entries);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('takes the header over in a task after the one react-dom ran in, and asks for the page in a third', async () => {
    await startOn([]);
    await waitFor(() => expect(startLoadingRemotePage).toHaveBeenCalled());

    const [afterReactDom, afterHeader] = mockNextTask.mock.invocationCallOrder;
    expect(afterReactDom).toBeLessThan(jest.mocked(hydrateRoot).mock.invocationCallOrder[0]!);
    expect(jest.mocked(hydrateRoot).mock.invocationCallOrder[0]).toBeLessThan(afterHeader!);
    expect(afterHeader).toBeLessThan(jest.mocked(startLoadingRemotePage).mock.invocationCallOrder[0]!);
  });

  it('says quietly when the served page was drawn again, except when its module failed to load', async () => {
    await startOn([]);
    const options = jest.mocked(hydrateRoot).mock.calls[0]![2]!;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    options.onRecoverableError!(new Error('Hydration failed: the text differs'), {});
    expect(warn).toHaveBeenCalledTimes(1);
    // The page's remote is down: its error boundary replaces the served page, as it should.
    options.onRecoverableError!(new Error('Minified React error #422; visit https://react.dev/errors/422'), {});
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('takes the not-found page over as it is at a path no page is at', async () => {
    await startOn([], { at: '/no-such-page', served: '*' });

    expect(hydrateRoot).toHaveBeenCalled();
    expect(notFoundServed()).toBe(true);
    expect(startLoadingRemotePage).not.toHaveBeenCalled();
  });

  it("renders a joined bundle's page afresh where a host sent the not-found page for its path", async () => {
    jest.mocked(loadRuntimeConfig).mockResolvedValue({ ...CONFIG, pages: [LEADS] });
    await startOn([], { at: '/staff/leads', served: '*' });

    expect(hydrateRoot).not.toHaveBeenCalled();
    await waitFor(() => expect(render).toHaveBeenCalled());
    expect(notFoundServed()).toBe(false);
  });

  it("renders a page afresh where the markup served is another path's, never taking it over", async () => {
    await startOn([], { at: '/about', served: '*' });
    await waitFor(() => expect(render).toHaveBeenCalled());
    expect(hydrateRoot).not.toHaveBeenCalled();
    expect(notFoundServed()).toBe(false);
  });

  it('registers the candidates and renders afresh, not hydrated, out of search, with the badge', async () => {
    await startOn([PREVIEW]);

    expect(startPreview).toHaveBeenCalledWith(CONFIG.remotes, CONFIG.entries);
    expect(registerSiteRemotes).toHaveBeenCalledWith(PREVIEWED.remotes, PREVIEWED.entries);
    expect(hydrateRoot).not.toHaveBeenCalled();
    expect(createRoot).toHaveBeenCalledWith(document.getElementById('root'));
    await waitFor(() => expect(render).toHaveBeenCalled());
    const tree = render.mock.calls[0]![0] as ReactElement<{ children: ReactElement[] }>;
    expect(tree.props.children).toContainEqual(
      expect.objectContaining({ type: PreviewBadge, props: { previews: [PREVIEW] } }),
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
