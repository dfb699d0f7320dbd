import path from 'node:path';
import { inlineScriptText } from '../../../config/inline-script';

// The text the shell's index.html holds (config/webpack.base.js inlines it the same way).
const LOADER = inlineScriptText(path.join(__dirname, 'load-after-first-paint.js'));

/** A page rendered ahead of time (its root holds the route's markup), or the single-page app's own (`root` empty). */
function servedPage(pageFiles?: unknown, root = '<header><a href="/">Home</a></header><main><h1>About</h1></main>') {
  document.head.replaceChildren();
  document.body.innerHTML =
    `<div id="root">${root}</div>` +
    '<script type="application/json" id="shell-entries">["/releases/v1/main.abc.js"]</script>' +
    (pageFiles === undefined
      ? ''
      : `<script type="application/json" id="page-files">${JSON.stringify(pageFiles)}</script>`);
}

const run = () => new Function(LOADER)();
const requested = () =>
  [...document.head.children].map((element) =>
    element instanceof HTMLScriptElement
      ? `script ${element.getAttribute('src')}`
      : `${element.getAttribute('rel')} ${element.getAttribute('as')} ${element.getAttribute('href')}${
          element.hasAttribute('crossorigin') ? ` crossorigin=${element.getAttribute('crossorigin')}` : ''
        }`,
  );

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('load after first paint', () => {
  it('requests nothing before the first paint, then what the header waits for, then the rest once all of that has arrived', () => {
    servedPage([
      { href: '/releases/v1/50.abc.js', as: 'script', first: true },
      { href: '/releases/v1/site-router.abc.js', as: 'script' },
      { href: 'http://localhost:8081/releases/m1/remoteEntry.js', as: 'script' },
      { href: 'http://localhost:8081/releases/m1/home.js', as: 'script' },
    ]);
    run();
    expect(requested()).toEqual([]);
    jest.runOnlyPendingTimers(); // the frame of the first paint, then the task after it
    jest.runOnlyPendingTimers();
    const header = ['script /releases/v1/main.abc.js', 'preload script /releases/v1/50.abc.js'];
    expect(requested()).toEqual(header);
    document.head.querySelector('script')!.dispatchEvent(new Event('load'));
    document.head.querySelector('script')!.dispatchEvent(new Event('load'));
    expect(requested()).toEqual(header);
    document.head.querySelector('link')!.dispatchEvent(new Event('error'));
    expect(requested()).toEqual([
      'script /releases/v1/main.abc.js',
      'preload script /releases/v1/50.abc.js',
      'preload script /releases/v1/site-router.abc.js',
      'preload script http://localhost:8081/releases/m1/remoteEntry.js crossorigin=anonymous',
      'preload script http://localhost:8081/releases/m1/home.js crossorigin=anonymous',
    ]);
  });

  it("still requests the remotes' files, once, when the entry could not be loaded", () => {
    servedPage([{ href: 'http://localhost:8081/releases/m1/remoteEntry.js', as: 'script' }]);
    run();
    jest.advanceTimersByTime(2000);
    const entry = document.head.querySelector('script')!;
    entry.dispatchEvent(new Event('error'));
    entry.dispatchEvent(new Event('load'));
    expect(requested()).toEqual([
      'script /releases/v1/main.abc.js',
      'preload script http://localhost:8081/releases/m1/remoteEntry.js crossorigin=anonymous',
    ]);
  });

  it('loads the entry scripts once, even when both the paint and the fallback timer fire', () => {
    servedPage();
    run();
    jest.advanceTimersByTime(2000);
    expect(requested()).toEqual(['script /releases/v1/main.abc.js']);
  });

  it('still loads the entry scripts when the page lists its files badly', () => {
    document.head.replaceChildren();
    document.body.innerHTML =
      '<script type="application/json" id="shell-entries">["/main.js"]</script>' +
      '<script type="application/json" id="page-files">not json</script>';
    run();
    jest.advanceTimersByTime(2000);
    expect(requested()).toEqual(['script /main.js']);
  });

  it('starts once the browser reports the first contentful paint, where it can', () => {
    servedPage();
    let report:
      | ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void)
      | undefined;
    const disconnect = jest.fn();
    const observed: unknown[] = [];
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe(options: unknown) {
        observed.push(options);
      }
    }
    Object.assign(window, { PerformanceObserver: PaintObserver });
    try {
      run();
      jest.advanceTimersByTime(500);
      expect(observed).toEqual([{ type: 'paint', buffered: true }]);
      report!({ getEntriesByName: () => [] }, { disconnect });
      expect(requested()).toEqual([]);
      report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect });
      expect(disconnect).toHaveBeenCalled();
      expect(requested()).toEqual(['script /releases/v1/main.abc.js']);
    } finally {
      Reflect.deleteProperty(window, 'PerformanceObserver');
    }
  });

  it("starts at once in the single-page app's own page, whose empty root has nothing to paint", () => {
    servedPage([{ href: '/releases/v1/site-router.abc.js', as: 'script' }], '');
    run();
    expect(requested()).toEqual(['script /releases/v1/main.abc.js']);
    document.head.querySelector('script')!.dispatchEvent(new Event('load'));
    expect(requested()).toEqual(['script /releases/v1/main.abc.js', 'preload script /releases/v1/site-router.abc.js']);
  });

  it('starts at once in a page opened in the background, which has no paint to wait for', () => {
    servedPage();
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    run();
    expect(requested()).toEqual(['script /releases/v1/main.abc.js']);
    visibility.mockRestore();
  });
});
