import { DEFAULT_POLICY } from 'canary-analysis';
import { UsageError } from '../errors';
import { watchSettings } from './watch-settings';

describe('the settings of --watch', () => {
  it("gives the decision the telemetry's cap of page loads per address and release, as the entry gives it", () => {
    expect(watchSettings({}, 7).policy.loadsPerAddressPerMinute).toBe(7);
    // Without it (the options checked before the telemetry is found), the rule's default.
    expect(watchSettings({}).policy.loadsPerAddressPerMinute).toBe(DEFAULT_POLICY.loadsPerAddressPerMinute);
  });

  it('sets the bake, page loads, wait and guards the options name, and the interval', () => {
    const { policy, intervalSeconds } = watchSettings({
      interval: '5',
      bake: '0.5',
      'min-loads': '6',
      'max-wait': '2',
      guard: ['conversions'],
    });
    expect(policy).toMatchObject({
      bakeMinutes: 0.5,
      minPageLoadsPerArm: 6,
      maxWaitHours: 2,
      guards: ['errored', 'crashed', 'conversions'],
    });
    expect(intervalSeconds).toBe(5);
    expect(() => watchSettings({ guard: ['latency'] })).toThrow(UsageError);
  });
});
