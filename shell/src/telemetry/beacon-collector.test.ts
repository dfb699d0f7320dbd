import { createBeaconCollector } from './beacon-collector';
import { BEACON_LIMITS } from 'telemetry-contract';
import { beaconBytes } from './fit-beacon';
import { createReleaseBook, SHELL_BUNDLE } from './release-book';
import {
  HUB_ENTRY,
  HUB_VERSION,
  MARKETING_VERSION,
  PAGE_URL,
  SHELL_BASE,
  SHELL_VERSION,
  testReleaseBook,
} from './test-releases';

const HUB_SCRIPT = `https://cdn.example.net/knowledge-hub/releases/${HUB_VERSION}/page.js`;
const SHELL_SCRIPT = `https://www.example.com/releases/${SHELL_VERSION}/main.js`;

const PAGE_LOAD = '0a1b2c3d-0000-4000-8000-000000000001';

function collector() {
  return createBeaconCollector({
    book: testReleaseBook(),
    browser: 'chrome',
    mobile: true,
    landingRoute: '/services',
    pageLoad: PAGE_LOAD,
  });
}

describe('createBeaconCollector', () => {
  it('counts the load in the first beacon for every release, then sends only what is new', () => {
    const page = collector();
    page.vital('LCP', 1834.56);
    page.vital('CLS', 0.012345);
    const first = page.take();
    expect(first).toEqual({
      v: 1,
      first: true,
      load: PAGE_LOAD,
      releases: [
        { bundle: 'shell', version: SHELL_VERSION, arm: 'live', counted: true },
        { bundle: 'marketing', version: MARKETING_VERSION, arm: 'live', counted: true },
        { bundle: 'knowledge-hub', version: HUB_VERSION, arm: 'live', counted: true },
      ],
      routes: ['/services'],
      browser: 'chrome',
      mobile: true,
      errored: [],
      crashed: [],
      errors: [],
      vitals: [
        { name: 'LCP', value: 1835, route: '/services' },
        { name: 'CLS', value: 0.0123, route: '/services' },
      ],
      conversions: [],
    });
    // Nothing new: no beacon.
    expect(page.take()).toBeNull();

    page.route('/services');
    page.route('/resources');
    page.conversion('resource-accessed', '/resources');
    page.vital('LCP', 2500);
    page.vital('INP', 96);
    const later = page.take();
    // Counted once: a later beacon names the releases without counting them again.
    expect(later?.releases.filter((release) => release.counted)).toEqual([]);
    expect(later).toMatchObject({
      first: false,
      // Every beacon of the page load names it, so ingestion counts the page load once.
      load: PAGE_LOAD,
      routes: ['/resources'],
      vitals: [{ name: 'INP', value: 96, route: '/services' }],
      conversions: [{ kind: 'resource-accessed', route: '/resources' }],
      errored: [],
      errors: [],
    });
    expect(page.take()).toBeNull();
  });

  it('counts the load as errored once per bundle, and each distinct error once', () => {
    const page = collector();
    const hubError = { message: 'TypeError: a', stack: `TypeError: a\n    at x (${HUB_SCRIPT}:1:5)` };
    page.error(hubError);
    page.error(hubError);
    page.error({ message: 'Error: b', stack: `Error: b\n    at y (${SHELL_SCRIPT}:1:9)` });
    const first = page.take();
    expect(first?.errored).toEqual(['knowledge-hub', 'shell']);
    expect(first?.errors.map((error) => [error.bundle, error.message])).toEqual([
      ['knowledge-hub', 'TypeError: a'],
      ['shell', 'Error: b'],
    ]);

    page.error(hubError);
    page.error({ message: 'TypeError: c', stack: `TypeError: c\n    at z (${HUB_SCRIPT}:2:7)` });
    page.error({ message: 'Script error.' });
    const second = page.take();
    // Not attributable to a release: the page load counts as errored for the shell, the sample stays "unknown".
    expect(second?.errored).toEqual(['shell']);
    expect(second?.errors.map((error) => [error.bundle, error.message])).toEqual([
      ['knowledge-hub', 'TypeError: c'],
      ['unknown', 'Script error.'],
    ]);
  });

  it('attributes an error when the beacon is made, so a remote that failed as it started is named', () => {
    const book = createReleaseBook(PAGE_URL);
    book.add(SHELL_BUNDLE, SHELL_BASE, 'live');
    const page = createBeaconCollector({ book, browser: 'safari', mobile: false, landingRoute: '/resources' });
    // Thrown while the remote's entry ran, before the runtime told which release it is.
    page.error({ message: 'SyntaxError: Unexpected token', source: HUB_SCRIPT });
    book.add('knowledge-hub', HUB_ENTRY, 'live');
    expect(page.take()).toMatchObject({
      releases: [{ bundle: 'shell' }, { bundle: 'knowledge-hub', version: HUB_VERSION }],
      errored: ['knowledge-hub'],
      errors: [{ bundle: 'knowledge-hub', message: 'SyntaxError: Unexpected token', frames: [] }],
    });
  });

  it('counts a remote loaded after the first beacon in the next beacon, once', () => {
    const book = createReleaseBook(PAGE_URL);
    book.add(SHELL_BUNDLE, SHELL_BASE, 'live');
    const page = createBeaconCollector({ book, browser: 'chrome', mobile: true, landingRoute: '/services' });
    expect(page.take()?.releases).toEqual([{ bundle: 'shell', version: SHELL_VERSION, arm: 'live', counted: true }]);
    book.add('knowledge-hub', HUB_ENTRY, 'canary');
    const next = page.take();
    expect(next?.first).toBe(false);
    expect(next?.releases).toEqual([
      { bundle: 'shell', version: SHELL_VERSION, arm: 'live' },
      { bundle: 'knowledge-hub', version: HUB_VERSION, arm: 'canary', counted: true },
    ]);
    expect(page.take()).toBeNull();
  });

  it('names only releases the page runs as errored or crashed: a remote whose release is unknown counts as the shell', () => {
    const book = createReleaseBook(PAGE_URL);
    book.add(SHELL_BUNDLE, SHELL_BASE, 'live');
    const page = createBeaconCollector({ book, browser: 'chrome', mobile: true, landingRoute: '/resources' });
    page.crash('knowledgeHub', { message: 'Error: manifest unreachable' });
    const beacon = page.take();
    expect(beacon?.crashed).toEqual(['shell']);
    expect(beacon?.errors.map((error) => error.bundle)).toEqual(['unknown']);
  });

  it('counts a crash for the remote that failed, whatever its stack says, once per page load', () => {
    const page = collector();
    page.crash('knowledgeHub', {
      message: 'Error: [ Federation Runtime ]: Failed to load script resources',
      stack: `Error\n    at l (${SHELL_SCRIPT}:1:2)`,
    });
    page.crash('knowledgeHub', {
      message: 'Error: [ Federation Runtime ]: Failed to load script resources',
      stack: `Error\n    at l (${SHELL_SCRIPT}:1:2)`,
    });
    const beacon = page.take();
    expect(beacon?.crashed).toEqual(['knowledge-hub']);
    expect(beacon?.errored).toEqual([]);
    expect(beacon?.errors).toEqual([
      {
        bundle: 'knowledge-hub',
        message: 'Error: [ Federation Runtime ]: Failed to load script resources',
        frames: [`shell@${SHELL_VERSION}/main.js:1:2`],
      },
    ]);
    page.crash('knowledgeHub', { message: 'Error: again' });
    expect(page.take()?.crashed).toEqual([]);
  });

  it('never exceeds the limits of the contract, however much happens', () => {
    const page = collector();
    for (let i = 0; i < 50; i++) {
      page.route(i % 2 ? '/about' : '/');
      page.conversion('contact-sent', '/');
      page.error({
        message: `Error ${i}: ${'é'.repeat(500)}`,
        stack: Array.from({ length: 20 }, (_, j) => `    at f (${HUB_SCRIPT}?${'q'.repeat(300)}:${i}:${j})`).join('\n'),
      });
      page.vital('TTFB', 10 ** 9);
      page.vital('NOPE', 1);
    }
    const beacon = page.take()!;
    expect(beaconBytes(beacon)).toBeLessThanOrEqual(BEACON_LIMITS.maxBytes);
    expect(beacon.routes.length).toBeLessThanOrEqual(BEACON_LIMITS.maxRoutes);
    expect(beacon.conversions.length).toBeLessThanOrEqual(BEACON_LIMITS.maxConversions);
    expect(beacon.errors.length).toBeGreaterThan(0);
    expect(beacon.errors.length).toBeLessThanOrEqual(BEACON_LIMITS.maxErrors);
    for (const error of beacon.errors) {
      expect(error.message.length).toBeLessThanOrEqual(BEACON_LIMITS.maxMessageLength);
      expect(error.frames.length).toBeLessThanOrEqual(BEACON_LIMITS.maxFrames);
      for (const frame of error.frames) expect(frame.length).toBeLessThanOrEqual(BEACON_LIMITS.maxFrameLength);
    }
    expect(beacon.vitals).toEqual([{ name: 'TTFB', value: BEACON_LIMITS.vitalMax.TTFB, route: '/services' }]);
  });

  it('gives each page load its own id', () => {
    const book = testReleaseBook();
    const ids = [1, 2].map(
      () => createBeaconCollector({ book, browser: 'chrome', mobile: false, landingRoute: '/' }).take()?.load,
    );
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids[1]).not.toBe(ids[0]);
  });
});
