import { DEFAULT_POLICY } from 'canary-analysis';
import { BEACON_LIMITS } from 'telemetry-contract';
import { UsageError } from 'release';
import { LOADS_PER_ADDRESS_PER_RELEASE_PER_MINUTE, watchSettings } from './watch-command.mjs';

describe('the settings of --watch', () => {
  it("gives the decision the telemetry's cap of page loads per address and release, as the telemetry has it", () => {
    expect(LOADS_PER_ADDRESS_PER_RELEASE_PER_MINUTE).toBe(BEACON_LIMITS.loadsPerAddressPerReleasePerMinute);
    expect(watchSettings({}).policy.loadsPerAddressPerMinute).toBe(LOADS_PER_ADDRESS_PER_RELEASE_PER_MINUTE);
    // The rule's default is the telemetry's number (docs/canary-rule.md).
    expect(DEFAULT_POLICY.loadsPerAddressPerMinute).toBe(LOADS_PER_ADDRESS_PER_RELEASE_PER_MINUTE);
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
