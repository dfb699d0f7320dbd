import { REDUCED_MOTION_QUERY, prefersReducedMotion } from './reduced-motion';

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
