import { reportTelemetry } from '../telemetry/telemetry-buffer';
import { remoteEntryOf } from './remote-entry';
import { loadRemoteModule, registerSiteRemotes, resetRemote } from './remotes';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('./federation-host', () => ({ federationHost: () => ({ loadRemote, registerRemotes }) }));
jest.mock('./remote-entry', () => ({ remoteEntryOf: jest.fn() }));
jest.mock('../telemetry/telemetry-buffer', () => ({
  reportTelemetry: jest.fn(),
  thrownParts: (error: Error) => ({ message: error.message }),
}));

const MANIFESTS = { marketing: 'http://m.test/mf-manifest.json', knowledgeHub: 'http://k.test/mf-manifest.json' };
const PAGE_ENTRY = 'http://m.test/releases/v1/remoteEntry.js';
const LIVE_ENTRY = 'http://m.test/releases/v2/remoteEntry.js';
const page = { default: () => null };

beforeEach(() => {
  jest.useFakeTimers();
  loadRemote.mockReset().mockResolvedValue(page);
  registerRemotes.mockReset();
  jest.mocked(reportTelemetry).mockClear();
  jest.mocked(remoteEntryOf).mockReset().mockResolvedValue(LIVE_ENTRY);
});
afterEach(() => jest.useRealTimers());

describe('loadRemoteModule', () => {
  it('registers a remote by the entry the served page names, without reading its manifest', async () => {
    registerSiteRemotes(MANIFESTS, { marketing: PAGE_ENTRY });
    await expect(loadRemoteModule('marketing', 'home-page')).resolves.toBe(page);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'marketing', entry: PAGE_ENTRY }], { force: false });
    expect(remoteEntryOf).not.toHaveBeenCalled();
    expect(loadRemote).toHaveBeenCalledWith('marketing/home-page');
  });

  it('reads the entry from the manifest when the page names none', async () => {
    registerSiteRemotes(MANIFESTS);
    await loadRemoteModule('knowledgeHub', 'knowledge-hub-page');
    expect(remoteEntryOf).toHaveBeenCalledWith(MANIFESTS.knowledgeHub);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'knowledgeHub', entry: LIVE_ENTRY }], expect.anything());
  });

  it('tries once more after a pause, from the manifest, before it gives up', async () => {
    registerSiteRemotes(MANIFESTS, { marketing: PAGE_ENTRY });
    loadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError'));
    const loaded = loadRemoteModule('marketing', 'about-page');
    await jest.advanceTimersByTimeAsync(400);
    await expect(loaded).resolves.toBe(page);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'marketing', entry: LIVE_ENTRY }], { force: true });
    // Loaded after all: no crash to count.
    expect(reportTelemetry).not.toHaveBeenCalled();
  });

  it('rejects when the second try fails too, and asks the network again after a reset', async () => {
    registerSiteRemotes(MANIFESTS);
    jest.mocked(remoteEntryOf).mockRejectedValue(new Error('HTTP 503'));
    const loaded = loadRemoteModule('marketing', 'home-page');
    loaded.catch(() => {});
    await jest.advanceTimersByTimeAsync(400);
    await expect(loaded).rejects.toThrow('HTTP 503');
    expect(remoteEntryOf).toHaveBeenCalledTimes(2);
    expect(reportTelemetry).toHaveBeenCalledTimes(1);
    expect(reportTelemetry).toHaveBeenCalledWith({ type: 'crash', remote: 'marketing', message: 'HTTP 503' });
    resetRemote('marketing');
    jest.mocked(remoteEntryOf).mockResolvedValue(LIVE_ENTRY);
    await expect(loadRemoteModule('marketing', 'home-page')).resolves.toBe(page);
  });
});
