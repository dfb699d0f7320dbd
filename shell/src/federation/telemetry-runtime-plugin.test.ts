import type * as Buffer from '../telemetry/telemetry-buffer';
import { reportTelemetry } from '../telemetry/telemetry-buffer';
import telemetryRuntimePlugin from './telemetry-runtime-plugin';

jest.mock('../telemetry/telemetry-buffer', () => ({
  ...jest.requireActual<typeof Buffer>('../telemetry/telemetry-buffer'),
  reportTelemetry: jest.fn(),
}));

describe('telemetryRuntimePlugin', () => {
  it('reports the entry each remote is registered with, which names its release', () => {
    const plugin = telemetryRuntimePlugin();
    const entry = 'https://m.test/releases/20261125-093000-0f1e2d3/remoteEntry.js';
    const args = { remote: { name: 'marketing', entry }, origin: {} } as Parameters<
      NonNullable<typeof plugin.registerRemote>
    >[0];
    expect(plugin.registerRemote!(args)).toBe(args);
    expect(reportTelemetry).toHaveBeenCalledWith({ type: 'remote', remote: 'marketing', entry });
  });
});
