import { NOW, stubSources } from '../test/health-fixtures';
import { loadReleaseHealth } from './use-release-health';

describe('loadReleaseHealth', () => {
  it('asks for the window from the start of a bucket on the clock, up to now', async () => {
    const sources = stubSources();
    const now = NOW + 34 * 60_000 + 5_000; // 12:34:05 UTC
    const health = await loadReleaseHealth('24h', now, sources);
    expect(sources.getReleaseSeries).toHaveBeenCalledWith({
      since: '2026-11-25T12:00:00.000Z',
      until: '2026-11-26T12:34:05.000Z',
      bucketHours: 1,
    });
    expect(health).toMatchObject({ since: '2026-11-25T12:00:00.000Z', until: '2026-11-26T12:34:05.000Z' });
  });
});
