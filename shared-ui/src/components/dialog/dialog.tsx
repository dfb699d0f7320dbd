import * as DialogPrimitive from '@radix-ui/react-dialog';
import styled from '@emotion/styled';
import type { ComponentPropsWithoutRef } from 'react';
// By package name: this entry is a share of its own, and the tokens are in the main one's.
import { color, media, radius, shadow } from 'shared-ui';
import { CaptureFocusOrigin, useFocusReturn } from './focus-return';

/** Spec 9: a dialog is at most 425px wide from small screens up; override with `maxWidth`. */
const DIALOG_MAX_WIDTH = 425;

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;

const Overlay = styled(DialogPrimitive.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 50;
  background: ${color.overlay};
`;

const Content = styled(DialogPrimitive.Content, { shouldForwardProp: (prop) => prop !== 'maxWidth' })<{
  maxWidth: number;
}>`
  position: fixed;
  z-index: 51;
  left: 50%;
  top: 50%;
  transform: translate(-50%, -50%);
  width: calc(100vw - 32px);
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: 24px;
  border-radius: ${radius.lg};
  border: 1px solid ${color.border};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: ${shadow.dialog};
  ${media.sm} {
    max-width: ${(p) => p.maxWidth}px;
  }
`;

const CloseButton = styled(DialogPrimitive.Close)`
  position: absolute;
  top: 12px;
  right: 12px;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.textMuted};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${color.surfaceMuted};
  }
`;

export interface DialogContentProps extends ComponentPropsWithoutRef<typeof DialogPrimitive.Content> {
  maxWidth?: number;
}

/**
 * Centered modal panel with overlay, focus trap, Escape to close and a labelled close button;
 * focus goes back to whatever opened it.
 */
export function DialogContent({
  children,
  maxWidth = DIALOG_MAX_WIDTH,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const focus = useFocusReturn();
  return (
    <DialogPrimitive.Portal>
      <Overlay />
      <Content
        maxWidth={maxWidth}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!event.defaultPrevented) focus.restore(event);
        }}
        {...props}
      >
        <CaptureFocusOrigin onOpen={focus.capture} />
        {children}
        <CloseButton aria-label="Close">×</CloseButton>
      </Content>
    </DialogPrimitive.Portal>
  );
}

export const DialogHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 16px;
  padding-right: 32px;
`;

export const DialogTitle = styled(DialogPrimitive.Title)`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 700;
`;

export const DialogDescription = styled(DialogPrimitive.Description)`
  margin: 0;
  color: ${color.textMuted};
  font-size: 0.95rem;
`;

export const DialogFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 20px;
`;
