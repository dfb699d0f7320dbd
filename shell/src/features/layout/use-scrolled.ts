import { useEffect, useState } from 'react';

/** Spec 9: the home header turns solid once the page has scrolled beyond 10px. */
export const HEADER_SOLID_THRESHOLD = 10;

/** True once the window has scrolled more than `threshold` pixels. */
export function useScrolledPast(threshold = HEADER_SOLID_THRESHOLD): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
