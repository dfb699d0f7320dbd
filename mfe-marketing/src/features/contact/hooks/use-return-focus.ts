import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Radix returns focus on close only to a DialogTrigger; this dialog is opened from anywhere on
 * the page (every contact action), so it remembers what had focus when it opened and goes back
 * there. Pass the result as the content's onCloseAutoFocus.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const returnTo = useRef<HTMLElement | null>(null);

  // A layout effect runs before the dialog's own effect moves focus inside it.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (open && active instanceof HTMLElement && active !== document.body) returnTo.current = active;
  }, [open]);

  return useCallback((event: Event) => {
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  }, []);
}
