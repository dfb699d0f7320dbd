import { act, fireEvent, render, screen } from '@testing-library/react';
import { cssRulesFor } from '../../../shared/testing/emotion-rules';
import { mockConnection, mockMatchMedia } from '../../../shared/testing/render-page';
import { IDLE_FALLBACK_MS } from 'shared-ui';
import { HeroBackground } from './hero-background';

const REDUCED = '(prefers-reduced-motion: reduce)';

let play: jest.SpyInstance;
let pause: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  // jsdom implements no media playback.
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(() => {
  mockConnection(undefined);
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function renderBackground() {
  const { container } = render(<HeroBackground />);
  return { video: () => container.querySelector('video'), layer: screen.getByTestId('hero-background') };
}

/** Lets the page's load-then-idle wait elapse. */
const afterLoad = () =>
  act(async () => {
    jest.advanceTimersByTime(IDLE_FALLBACK_MS);
  });

describe('HeroBackground', () => {
  it('shows the poster at once and attaches the video only after the page has loaded', async () => {
    mockMatchMedia();
    const { video, layer } = renderBackground();
    expect(cssRulesFor(layer)).toMatch(/background-image:\s*url\(file-stub\)/);
    expect(video()).toBeNull();
    await afterLoad();
    expect(video()).not.toBeNull();
    expect(play).toHaveBeenCalled();
  });

  it('plays a muted, looping, inline video with a poster, hidden from assistive technology', async () => {
    mockMatchMedia();
    const { video, layer } = renderBackground();
    await afterLoad();
    const element = video()!;
    expect(element.muted).toBe(true);
    expect(element.loop).toBe(true);
    expect(element.autoplay).toBe(true);
    expect(element).toHaveAttribute('playsinline');
    expect(element).toHaveAttribute('poster', 'file-stub');
    expect(element).toHaveAttribute('preload', 'none');
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    const types = Array.from(element.querySelectorAll('source')).map((source) => source.type);
    expect(types).toEqual(['video/webm', 'video/mp4']);
  });

  it('asks about reduced motion before deciding', () => {
    const matchMedia = mockMatchMedia();
    renderBackground();
    expect(matchMedia).toHaveBeenCalledWith(REDUCED);
  });

  it('renders and plays no video when the visitor prefers reduced motion', async () => {
    mockMatchMedia([REDUCED]);
    const { video } = renderBackground();
    await afterLoad();
    expect(video()).toBeNull();
    expect(play).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders and plays no video when the browser asks to save data', async () => {
    mockMatchMedia();
    mockConnection({ saveData: true });
    const { video } = renderBackground();
    await afterLoad();
    expect(video()).toBeNull();
    expect(play).not.toHaveBeenCalled();
  });

  it('plays the video when a connection reports saveData false', async () => {
    mockMatchMedia();
    mockConnection({ saveData: false });
    const { video } = renderBackground();
    await afterLoad();
    expect(video()).not.toBeNull();
  });

  it('removes the video when reduced motion is switched on while the page is open', async () => {
    const listeners: Array<() => void> = [];
    const matchMedia = mockMatchMedia();
    let reduced = false;
    matchMedia.mockImplementation(
      (query: string) =>
        ({
          // A MediaQueryList is live: `matches` follows the preference.
          get matches() {
            return query === REDUCED && reduced;
          },
          media: query,
          addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
          removeEventListener: jest.fn(),
        }) as never,
    );
    const { video } = renderBackground();
    await afterLoad();
    expect(video()).not.toBeNull();
    reduced = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(video()).toBeNull();
  });

  it('has a button that pauses and resumes the video', async () => {
    mockMatchMedia();
    renderBackground();
    await afterLoad();
    play.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Pause background video' }));
    expect(pause).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play background video' }));
    expect(play).toHaveBeenCalledTimes(1);
  });
});
