import type { Beacon } from 'telemetry-contract';
import { beaconUrl, sendBeacon } from './send-beacon';

const BEACON = { v: 1, first: true, releases: [], routes: ['/'] } as unknown as Beacon;
const URL = 'https://project.supabase.co/functions/v1/collect-telemetry';

describe('beaconUrl', () => {
  it("is the collect-telemetry function of the site's Supabase project", () => {
    expect(beaconUrl('https://project.supabase.co/')).toBe(URL);
  });
});

describe('sendBeacon', () => {
  it('hands the JSON text to navigator.sendBeacon as it is: text/plain, no header, no preflight', () => {
    const nav = { sendBeacon: jest.fn(() => true) } as unknown as Navigator;
    const fetchImpl = jest.fn();
    expect(sendBeacon(URL, BEACON, nav, fetchImpl)).toBe(true);
    expect(nav.sendBeacon).toHaveBeenCalledWith(URL, JSON.stringify(BEACON));
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch without credentials where sendBeacon is missing or refuses', () => {
    for (const nav of [{}, { sendBeacon: () => false }] as unknown as Navigator[]) {
      const fetchImpl = jest.fn(() => Promise.resolve({} as Response));
      expect(sendBeacon(URL, BEACON, nav, fetchImpl)).toBe(true);
      expect(fetchImpl).toHaveBeenCalledWith(URL, {
        method: 'POST',
        body: JSON.stringify(BEACON),
        keepalive: true,
        mode: 'no-cors',
        credentials: 'omit',
      });
    }
  });

  it('gives up quietly when neither can send', async () => {
    expect(sendBeacon(URL, BEACON, {} as Navigator, undefined)).toBe(false);
    const failing = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(sendBeacon(URL, BEACON, {} as Navigator, failing)).toBe(true);
    await Promise.resolve();
  });
});
