import styled from '@emotion/styled';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { beforeFirstUse } from '../../scheduling/after-page-load';
import { TOAST_AREA_LABEL, TOAST_HOTKEY, isToastHotkey, toastListStyle } from './toast-area';
import { useToast } from './use-toast';
import type { RadixToasterProps } from './radix-toaster';

/** With no toast and no sign of use, Radix's toast code is loaded this long after start (at an idle moment). */
const TOASTER_LOAD_DELAY_MS = 8000;

const EmptyList = styled.ol(toastListStyle);

/**
 * The toast area before Radix's code has loaded: the very markup Radix renders with no toast (its
 * region and empty list), so a served page is taken over as it is and nothing moves when Radix
 * takes its place.
 */
function EmptyToastArea({ onHotkey }: { onHotkey: () => void }) {
  const list = useRef<HTMLOListElement>(null);
  // As Radix's area does: the hotkey focuses the list.
  useEffect(() => {
    const focus = (event: KeyboardEvent) => {
      if (!isToastHotkey(event)) return;
      list.current?.focus();
      onHotkey();
    };
    document.addEventListener('keydown', focus);
    return () => document.removeEventListener('keydown', focus);
  }, [onHotkey]);
  return (
    <div
      role="region"
      aria-label={TOAST_AREA_LABEL.replace('{hotkey}', TOAST_HOTKEY.join('+'))}
      tabIndex={-1}
      style={{ pointerEvents: 'none' }}
    >
      <EmptyList ref={list} tabIndex={-1} />
    </div>
  );
}

type ToastArea = ComponentType<RadixToasterProps>;

let loaded: ToastArea | null = null;
let loading: Promise<ToastArea> | null = null;

/** Loads Radix's toast area, once (again after a failure). */
export function loadToastArea(): Promise<ToastArea> {
  loading ??= import('./radix-toaster').then(
    ({ RadixToaster }) => (loaded = RadixToaster),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The toast area: rendered once, by the shell, on every page. Radix's toast code is not on the
 * path to a page that answers: it loads with the first toast, at the visitor's first sign of use,
 * or a while after start, whichever comes first.
 */
export function Toaster() {
  const { toasts } = useToast();
  const [Area, setArea] = useState<ToastArea | null>(() => loaded);
  // Focused with the hotkey before Radix's area took the empty one's place: it keeps the focus.
  const [focused, setFocused] = useState(false);
  const onHotkey = useCallback(() => setFocused(true), []);
  useEffect(() => {
    if (Area) return;
    let current = true;
    const load = () =>
      void loadToastArea().then(
        (area) => {
          if (current) setArea(() => area);
        },
        () => {
          // Tried again with the next toast.
        },
      );
    if (toasts.length) {
      load();
      return () => {
        current = false;
      };
    }
    const cancel = beforeFirstUse(load, TOASTER_LOAD_DELAY_MS);
    return () => {
      current = false;
      cancel();
    };
  }, [Area, toasts]);
  return Area ? <Area focusOnMount={focused} /> : <EmptyToastArea onHotkey={onHotkey} />;
}
