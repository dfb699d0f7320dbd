import { IDLE_FALLBACK_MS } from 'shared-ui';
import { scheduleTelemetry } from './schedule-telemetry';
import { startTelemetry } from './start-telemetry';

jest.mock('./start-telemetry', () => ({ startTelemetry: jest.fn(() => null) }));

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(startTelemetry).mockClear();
  document.body.innerHTML = '<div id="root"></div>';
});
afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(window.navigator, 'globalPrivacyControl', { value: false, configurable: true });
});

describe('scheduleTelemetry', () => {
  it("starts the telemetry chunk at an idle moment once the route's page is rendered", async () => {
    scheduleTelemetry({ supabaseUrl: 'https://p.supabase.co', previewed: ['marketing'] });
    await jest.advanceTimersByTimeAsync(IDLE_FALLBACK_MS * 10);
    expect(startTelemetry).not.toHaveBeenCalled();
    document.getElementById('root')!.setAttribute('data-route-ready', 'page');
    await jest.advanceTimersByTimeAsync(IDLE_FALLBACK_MS);
    // The chunk has arrived; it starts at the next idle moment.
    expect(startTelemetry).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(IDLE_FALLBACK_MS);
    expect(startTelemetry).toHaveBeenCalledWith(
      expect.objectContaining({ supabaseUrl: 'https://p.supabase.co', previewed: ['marketing'], shellBase: '' }),
    );
  });

  it('loads nothing in a browser that sends Global Privacy Control', async () => {
    Object.defineProperty(window.navigator, 'globalPrivacyControl', { value: true, configurable: true });
    document.getElementById('root')!.setAttribute('data-route-ready', 'page');
    scheduleTelemetry({ supabaseUrl: 'https://p.supabase.co' });
    await jest.advanceTimersByTimeAsync(IDLE_FALLBACK_MS * 10);
    expect(startTelemetry).not.toHaveBeenCalled();
  });
});
