import * as ToastPrimitive from '@radix-ui/react-toast';
import { useEffect, useRef } from 'react';
import styled from '@emotion/styled';
import { color, radius, shadow } from '../../theme/tokens';
import { TOAST_AREA_LABEL, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD, toastListStyle } from './toast-area';
import { dismissToast, type ToastData } from './toast-store';
import { useToast } from './use-toast';

const Viewport = styled(ToastPrimitive.Viewport)(toastListStyle);

const Root = styled(ToastPrimitive.Root)`
  position: relative;
  display: grid;
  gap: 4px;
  padding: 16px 44px 16px 16px;
  border-radius: ${radius.md};
  border: 1px solid ${color.border};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: ${shadow.dialog};
  &[data-variant='destructive'] {
    background: ${color.destructive};
    color: ${color.destructiveText};
    border-color: transparent;
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform 0.2s ease-out;
  }
  &[data-swipe='end'] {
    transform: translateX(100%);
    transition: transform 0.15s ease-out;
  }
`;

const Title = styled(ToastPrimitive.Title)`
  font-weight: 700;
`;

const Description = styled(ToastPrimitive.Description)`
  font-size: 0.9rem;
  opacity: 0.92;
`;

const Close = styled(ToastPrimitive.Close)`
  position: absolute;
  top: 8px;
  right: 8px;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  cursor: pointer;
`;

function ToastItem({ item }: { item: ToastData }) {
  return (
    <Root
      open={item.open}
      duration={item.duration}
      data-variant={item.variant}
      type={item.variant === 'destructive' ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id);
      }}
    >
      {item.title && <Title>{item.title}</Title>}
      {item.description && <Description>{item.description}</Description>}
      <Close aria-label="Dismiss notification">×</Close>
    </Root>
  );
}

export interface RadixToasterProps {
  /** Focus the list once mounted: the visitor pressed the hotkey in the area this one replaces. */
  focusOnMount?: boolean;
}

/** Radix's toast area, with the toasts of the store: loaded by the Toaster when it is needed. */
export function RadixToaster({ focusOnMount = false }: RadixToasterProps) {
  const { toasts } = useToast();
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    // Only if the focus was lost with the area this one replaces, not moved on since.
    const lost = !document.activeElement || document.activeElement === document.body;
    if (focusOnMount && lost) list.current?.focus();
  }, [focusOnMount]);
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD}>
      {toasts.map((item) => (
        <ToastItem key={item.id} item={item} />
      ))}
      <Viewport ref={list} hotkey={TOAST_HOTKEY} label={TOAST_AREA_LABEL} />
    </ToastPrimitive.Provider>
  );
}
