import * as ToastPrimitive from '@radix-ui/react-toast';
import styled from '@emotion/styled';
import { color, media, radius, shadow } from '../../theme/tokens';
import { dismissToast, type ToastData } from './toast-store';
import { useToast } from './use-toast';

/** Spec 9: swiping right by 50px dismisses; F8 focuses the toast area. */
const TOAST_SWIPE_THRESHOLD = 50;
const TOAST_HOTKEY = ['F8'];

const Viewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  z-index: 100;
  bottom: 0;
  right: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: 100%;
  max-width: 420px;
  margin: 0;
  padding: 16px;
  list-style: none;
  outline: none;
  ${media.sm} {
    bottom: 0;
  }
`;

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

/** The toast area: rendered once, by the shell, on every page. */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD}>
      {toasts.map((item) => (
        <ToastItem key={item.id} item={item} />
      ))}
      <Viewport hotkey={TOAST_HOTKEY} label="Notifications ({hotkey})" />
    </ToastPrimitive.Provider>
  );
}
