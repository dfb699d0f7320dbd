import { CARD_FADE_SECONDS, CARD_STAGGER_SECONDS, PAGE_ENTER, PAGE_EXIT, PAGE_TRANSITION } from './presets';
import { REDUCED_MOTION_QUERY, prefersReducedMotion } from './reduced-motion';

describe('motion presets', () => {
  it('animates page changes with a 0.5 s tween', () => {
    expect(PAGE_TRANSITION).toEqual(expect.objectContaining({ type: 'tween', duration: 0.5 }));
  });

  it('fades and slides the old page out and the new one in, ending in place and fully visible', () => {
    expect(PAGE_EXIT.opacity).toEqual([1, 0]);
    expect(PAGE_EXIT.y[0]).toBe(0);
    expect(PAGE_EXIT.y[1]).not.toBe(0);
    expect(PAGE_ENTER.opacity).toEqual([0, 1]);
    expect(PAGE_ENTER.y[0]).not.toBe(0);
    expect(PAGE_ENTER.y[1]).toBe(0);
  });

  it('staggers resource cards by 0.1 s each', () => {
    expect(CARD_STAGGER_SECONDS).toBe(0.1);
    expect(CARD_FADE_SECONDS).toBeGreaterThan(0);
  });
});

describe('prefersReducedMotion', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it.each([true, false])('follows the system preference (%s)', (matches) => {
    const query = jest.fn((q: string) => ({ matches: q === REDUCED_MOTION_QUERY && matches }) as MediaQueryList);
    window.matchMedia = query;
    expect(prefersReducedMotion()).toBe(matches);
    expect(query).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
  });

  it('is false where the browser cannot tell', () => {
    window.matchMedia = undefined as unknown as typeof window.matchMedia;
    expect(prefersReducedMotion()).toBe(false);
  });
});
