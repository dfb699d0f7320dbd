import { useLayoutEffect, useState } from 'react';

/** Spec 9: the home header turns solid once the page has scrolled beyond 10px. */
export const HEADER_SOLID_THRESHOLD = 10;

/** True once the window has scrolled more than `threshold` pixels. */
export function useScrolledPast(threshold = HEADER_SOLID_THRESHOLD): boolean {
  // False on the first render, as in the page served as HTML, then the real position before paint.
  const [scrolled, setScrolled] = useState(false);
  useLayoutEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
