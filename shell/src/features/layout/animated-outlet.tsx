import { Fragment, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { PAGE_ENTER, PAGE_EXIT, PAGE_TRANSITION, beforeFirstUse, loadMotion, prefersReducedMotion } from 'shared-ui';

/** With no sign of use, the animation code is loaded this long after start (at an idle moment). */
const MOTION_LOAD_DELAY_MS = 8000;

/** Runs one page animation; resolves at once for reduced motion or when the animation code cannot load. */
async function play(element: HTMLElement | null, keyframes: typeof PAGE_ENTER): Promise<void> {
  if (!element) return;
  try {
    if (prefersReducedMotion()) throw new Error('reduced motion');
    const { animate } = await loadMotion();
    await animate(element, keyframes, PAGE_TRANSITION);
  } catch {
    // Reduced motion, or no animation code: the page changes without movement, never stays hidden.
    element.style.opacity = '';
    element.style.transform = '';
  }
}

/**
 * Page changes fade and slide out, then the new page in (0.5 s tween); no movement for reduced
 * motion. The first page is shown as it is (it may be on screen already from the served HTML), and
 * the animation code is loaded at the visitor's first sign of use (or well after start).
 */
export function AnimatedOutlet() {
  const { pathname } = useLocation();
  const outlet = useOutlet();
  const main = useRef<HTMLElement>(null);
  const [shown, setShown] = useState<{ path: string; outlet: ReactNode }>({ path: pathname, outlet });
  const latestOutlet = useRef(outlet);
  const entering = useRef(false);

  useEffect(() => beforeFirstUse(() => void loadMotion().catch(() => undefined), MOTION_LOAD_DELAY_MS), []);

  useEffect(() => {
    latestOutlet.current = outlet;
  });

  useEffect(() => {
    if (shown.path === pathname) return;
    let current = true;
    void play(main.current, PAGE_EXIT).then(() => {
      if (!current) return;
      window.scrollTo(0, 0);
      entering.current = true;
      setShown({ path: pathname, outlet: latestOutlet.current });
    });
    return () => {
      current = false;
    };
  }, [pathname, shown.path]);

  useLayoutEffect(() => {
    if (!entering.current) return;
    entering.current = false;
    // Hidden before the first paint of the new page, then faded in.
    if (main.current && !prefersReducedMotion()) main.current.style.opacity = '0';
    void play(main.current, PAGE_ENTER);
  }, [shown]);

  return (
    <main id="main" ref={main}>
      {/* Keyed by path: each page starts afresh (an error on one page never shows on the next). */}
      <Fragment key={shown.path}>{shown.path === pathname ? outlet : shown.outlet}</Fragment>
    </main>
  );
}
