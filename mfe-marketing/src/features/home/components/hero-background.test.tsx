import { render, screen } from '@testing-library/react';
import { mockConnection, mockMatchMedia } from '../../../shared/testing/render-page';
import { HeroBackground } from './hero-background';

const REDUCED = '(prefers-reduced-motion: reduce)';

function renderBackground() {
  const { container } = render(<HeroBackground />);
  return { video: () => container.querySelector('video'), layer: screen.getByTestId('hero-background') };
}

afterEach(() => mockConnection(undefined));

describe('HeroBackground', () => {
  it('plays a muted, looping, inline video with a poster when motion is allowed', () => {
    mockMatchMedia();
    const { video } = renderBackground();
    const element = video();
    expect(element).not.toBeNull();
    expect(element!.muted).toBe(true);
    expect(element!.loop).toBe(true);
    expect(element!.autoplay).toBe(true);
    expect(element).toHaveAttribute('playsinline');
    expect(element).toHaveAttribute('poster', 'file-stub');
    expect(element).toHaveAttribute('preload', 'none');
    const types = Array.from(element!.querySelectorAll('source')).map((source) => source.type);
    expect(types).toEqual(['video/webm', 'video/mp4']);
  });

  it('asks about reduced motion before deciding', () => {
    const matchMedia = mockMatchMedia();
    renderBackground();
    expect(matchMedia).toHaveBeenCalledWith(REDUCED);
  });

  it('renders no video when the visitor prefers reduced motion', () => {
    mockMatchMedia([REDUCED]);
    const { video, layer } = renderBackground();
    expect(video()).toBeNull();
    expect(layer).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders no video when the browser asks to save data', () => {
    mockMatchMedia();
    mockConnection({ saveData: true });
    const { video } = renderBackground();
    expect(video()).toBeNull();
  });

  it('plays the video when a connection reports saveData false', () => {
    mockMatchMedia();
    mockConnection({ saveData: false });
    const { video } = renderBackground();
    expect(video()).not.toBeNull();
  });
});
