import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Radix returns focus on close only to a DialogTrigger, but the site opens dialogs from anywhere
 * (every contact action, every card). This remembers what had focus when the dialog opened and
 * goes back there when it closes.
 */
export function useFocusReturn() {
  const origin = useRef<HTMLElement | null>(null);
  const capture = useCallback(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) origin.current = active;
  }, []);
  const restore = useCallback((event: Event) => {
    const target = origin.current;
    origin.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  }, []);
  return { capture, restore };
}

/** Rendered inside the content: its layout effect runs when the dialog opens, before focus moves in. */
export function CaptureFocusOrigin({ onOpen }: { onOpen: () => void }) {
  useLayoutEffect(() => onOpen(), [onOpen]);
  return null;
}
