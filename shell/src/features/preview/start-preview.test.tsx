import { act, render, screen } from '@testing-library/react';
import { Toaster, dismissToast } from 'shared-ui';
import { loadRemoteModule, registerSiteRemotes } from '../../federation/remotes';
import { PREVIEW_STORAGE_KEY, endPreview } from './preview-storage';
import { REFUSED_PREVIEW_TOAST, startPreview } from './start-preview';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('../../federation/federation-host', () => ({ federationHost: () => ({ loadRemote, registerRemotes }) }));

const VERSION = '20261124-201500-abc1234';
const REMOTES = { marketing: 'http://m.test/mf-manifest.json', knowledgeHub: 'http://k.test/mf-manifest.json' };
const PINNED = {
  marketing: 'http://m.test/releases/live/remoteEntry.js',
  knowledgeHub: 'http://k.test/releases/live/remoteEntry.js',
};
const CANDIDATE = `http://m.test/releases/${VERSION}/mf-manifest.json`;
const CANDIDATE_ENTRY = `http://m.test/releases/${VERSION}/remoteEntry.js`;

/** A release's own mf-manifest.json: its paths are relative to it. */
const releaseManifest = (container: string, remoteEntry: object = { name: 'remoteEntry.js', path: '' }) => ({
  id: container,
  name: container,
  metaData: { remoteEntry },
});

type Answer = { status?: number; body: unknown };
/** A deployment target holding these files; anything else is a 404 page. */
function target(files: Record<string, Answer>) {
  return jest.fn(async (input: RequestInfo | URL) => {
    const { status = 200, body } = files[String(input)] ?? { status: 404, body: '<!doctype html><h1>Not found</h1>' };
    const json = async () => (typeof body === 'string' ? JSON.parse(body) : body);
    return { ok: status < 400, status, json } as Response;
  });
}
const withCandidate = () => target({ [CANDIDATE]: { body: releaseManifest('marketing') } });

/** A load of the page at `address` in this tab. */
function openAt(address: string, fetchImpl: typeof fetch) {
  window.history.replaceState(null, '', address);
  return startPreview(REMOTES, PINNED, { fetchImpl });
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => dismissToast());
  warn.mockRestore();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('startPreview', () => {
  it('leaves the live remotes as they are, fetching and saying nothing, when no preview is asked for', async () => {
    const fetchImpl = withCandidate();
    await expect(openAt('/services', fetchImpl)).resolves.toEqual({ remotes: REMOTES, entries: PINNED, previews: [] });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it("swaps one remote's manifest and pinned entry for its verified candidate's, and keeps the rest live", async () => {
    const fetchImpl = withCandidate();

    const previewed = await openAt(`/about?preview=marketing@${VERSION}#team`, fetchImpl);

    expect(fetchImpl).toHaveBeenCalledWith(CANDIDATE, { cache: 'no-store', redirect: 'error' });
    expect(previewed.remotes).toEqual({ ...REMOTES, marketing: CANDIDATE });
    expect(previewed.entries).toEqual({ ...PINNED, marketing: CANDIDATE_ENTRY });
    expect(previewed.previews).toEqual([expect.objectContaining({ bundle: 'marketing', version: VERSION })]);
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#team');
    expect(window.sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBe(`marketing@${VERSION}`);
    expect(warn).not.toHaveBeenCalled();
  });

  it('previews several bundles of one link at once', async () => {
    const hub = `http://k.test/releases/${VERSION}-2/mf-manifest.json`;
    const fetchImpl = target({
      [CANDIDATE]: { body: releaseManifest('marketing') },
      [hub]: { body: releaseManifest('knowledgeHub') },
    });

    const previewed = await openAt(`/?preview=marketing@${VERSION},knowledge-hub@${VERSION}-2`, fetchImpl);

    expect(previewed.remotes).toEqual({ marketing: CANDIDATE, knowledgeHub: hub });
    expect(previewed.entries.knowledgeHub).toBe(`http://k.test/releases/${VERSION}-2/remoteEntry.js`);
  });

  it('keeps previewing across reloads and client navigations of the tab until it is ended', async () => {
    const fetchImpl = withCandidate();
    await openAt(`/?preview=marketing@${VERSION}`, fetchImpl);

    const reloaded = await openAt('/resources', fetchImpl);
    expect(reloaded.remotes.marketing).toBe(CANDIDATE);
    // Verified again on every load: a release removed since then is not run.
    expect(fetchImpl).toHaveBeenCalledTimes(2);

    endPreview(window, () => undefined);
    await expect(openAt('/resources', fetchImpl)).resolves.toEqual({ remotes: REMOTES, entries: PINNED, previews: [] });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['another origin', 'marketing%40https%3A%2F%2Fevil.test%2Fmf-manifest.json'],
    ['a parent folder', 'marketing@../../evil'],
    ['an encoded slash', `marketing@${VERSION}%2F..%2F..%2Fevil`],
    ['a doubly encoded slash', `marketing@${VERSION}%252F..%252Fevil`],
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
    ['a javascript: version', 'marketing@javascript:alert(1)'],
    ['an unknown bundle', `evil@${VERSION}`],
    ['the shell', `shell@${VERSION}`],
  ])('never fetches or loads anything for a link with %s, and says the link is not valid', async (_case, value) => {
    const fetchImpl = withCandidate();

    const previewed = await openAt(`/?preview=${value}`, fetchImpl);
    render(<Toaster />);

    expect(previewed).toEqual({ remotes: REMOTES, entries: PINNED, previews: [] });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(window.location.search).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[shell\] preview refused/));
    expect(await screen.findByText(REFUSED_PREVIEW_TOAST.title)).toBeInTheDocument();
  });

  it.each<[string, Answer | undefined]>([
    ['is not there (404)', undefined],
    ['is an HTML page answered with 200', { body: '<!doctype html><title>Site</title>' }],
    ['answers another success status', { status: 203, body: releaseManifest('marketing') }],
    ['is a release of another remote', { body: releaseManifest('knowledgeHub') }],
    ['names no container', { body: { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } } }],
    ['names an entry on another origin', { body: releaseManifest('marketing', { name: 'https://evil.test/e.js' }) }],
    ['names an entry outside its release', { body: releaseManifest('marketing', { name: 'e.js', path: '../../' }) }],
    ['names no entry', { body: releaseManifest('marketing', {}) }],
  ])('drops a candidate that %s, and the live release loads', async (_case, answer) => {
    window.sessionStorage.setItem(PREVIEW_STORAGE_KEY, 'marketing@20261101-090000-abc1234');
    const fetchImpl = target(answer ? { [CANDIDATE]: answer } : {});

    const previewed = await openAt(`/?preview=marketing@${VERSION}`, fetchImpl);
    render(<Toaster />);

    expect(fetchImpl).toHaveBeenCalledWith(CANDIDATE, expect.objectContaining({ cache: 'no-store' }));
    expect(previewed).toEqual({ remotes: REMOTES, entries: PINNED, previews: [] });
    expect(window.sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`marketing@${VERSION}`));
    expect(await screen.findByText(REFUSED_PREVIEW_TOAST.description)).toBeInTheDocument();
  });

  it('drops a candidate it cannot reach, and a kept preview whose release is gone', async () => {
    const unreachable = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(openAt(`/?preview=marketing@${VERSION}`, unreachable)).resolves.toMatchObject({ previews: [] });

    window.sessionStorage.setItem(PREVIEW_STORAGE_KEY, `marketing@${VERSION}`);
    await expect(openAt('/', target({}))).resolves.toMatchObject({ remotes: REMOTES, previews: [] });
    expect(window.sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('a previewed remote, once registered', () => {
  const page = { default: () => null };
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
    jest.useRealTimers();
  });

  it("is loaded from its candidate's entry, never the pinned live one, also when tried again", async () => {
    jest.useFakeTimers();
    const fetchImpl = withCandidate();
    globalThis.fetch = fetchImpl;
    loadRemote.mockReset().mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValue(page);
    registerRemotes.mockReset();
    const { remotes, entries } = await openAt(`/?preview=marketing@${VERSION}`, fetchImpl);
    registerSiteRemotes(remotes, entries);

    const loaded = loadRemoteModule('marketing', 'home-page');
    await jest.advanceTimersByTimeAsync(400);

    await expect(loaded).resolves.toBe(page);
    expect(registerRemotes).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenNthCalledWith(1, [{ name: 'marketing', entry: CANDIDATE_ENTRY }], {
      force: false,
    });
    expect(registerRemotes).toHaveBeenNthCalledWith(2, [{ name: 'marketing', entry: CANDIDATE_ENTRY }], {
      force: true,
    });
    // The second try read the candidate's manifest again, not the live one.
    expect(fetchImpl).toHaveBeenLastCalledWith(CANDIDATE, { cache: 'no-cache' });
    expect(fetchImpl).not.toHaveBeenCalledWith(REMOTES.marketing, expect.anything());
  });
});
