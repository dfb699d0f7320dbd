import { bundleOfRemote, createReleaseBook, releaseFolder } from './release-book';
import { HUB_ENTRY, HUB_VERSION, MARKETING_VERSION, PAGE_URL, SHELL_VERSION, testReleaseBook } from './test-releases';

describe('releaseFolder', () => {
  it('finds the release folder in a script URL, on its own origin or below a bundle folder', () => {
    expect(releaseFolder(`/releases/${SHELL_VERSION}/main.abc.js?x=1`, PAGE_URL)).toEqual({
      base: `https://www.example.com/releases/${SHELL_VERSION}/`,
      version: SHELL_VERSION,
    });
    expect(releaseFolder(HUB_ENTRY, PAGE_URL)).toEqual({
      base: `https://cdn.example.net/knowledge-hub/releases/${HUB_VERSION}/`,
      version: HUB_VERSION,
    });
  });

  it('names no release for a development server, a folder that is not a version, or no URL at all', () => {
    expect(releaseFolder('http://localhost:8081/remoteEntry.js', PAGE_URL)).toBeNull();
    expect(releaseFolder('https://cdn.example.net/releases/latest/remoteEntry.js', PAGE_URL)).toBeNull();
    expect(releaseFolder('https://cdn.example.net/releases/../remoteEntry.js', PAGE_URL)).toBeNull();
    expect(releaseFolder('http://[bad', PAGE_URL)).toBeNull();
  });
});

describe('createReleaseBook', () => {
  it('lists the releases the page runs, the shell first, and finds which one a script belongs to', () => {
    const book = testReleaseBook();
    expect(book.releases()).toEqual([
      { bundle: 'shell', version: SHELL_VERSION, arm: 'live' },
      { bundle: 'marketing', version: MARKETING_VERSION, arm: 'live' },
      { bundle: 'knowledge-hub', version: HUB_VERSION, arm: 'live' },
    ]);
    expect(book.find(`https://marketing.example-cdn.net/releases/${MARKETING_VERSION}/531.js`)?.bundle).toBe(
      'marketing',
    );
    // Another release of the same bundle is not one this page runs.
    expect(book.find('https://marketing.example-cdn.net/releases/20261101-000000-1234567/531.js')).toBeNull();
    expect(book.onPageOrigin('https://www.example.com/services')).toBe(true);
    expect(book.onPageOrigin('chrome-extension://abc/content.js')).toBe(false);
  });

  it('keeps a release whose entry names none out of the list', () => {
    const book = createReleaseBook(PAGE_URL);
    expect(book.add('marketing', 'http://localhost:8081/remoteEntry.js', 'live')).toBeNull();
    expect(book.releases()).toEqual([]);
  });
});

describe('bundleOfRemote', () => {
  it("names a remote by its bundle in the site manifest, not by its container's key", () => {
    expect(bundleOfRemote('knowledgeHub')).toBe('knowledge-hub');
    expect(bundleOfRemote('marketing')).toBe('marketing');
  });
});
