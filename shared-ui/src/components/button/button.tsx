import styled from '@emotion/styled';
import isPropValid from '@emotion/is-prop-valid';
import type { MouseEvent, ReactNode } from 'react';
import { Spinner } from '../spinner/spinner';
import { buttonStyle, type ButtonSize, type ButtonVariant } from './button-style';

export interface ButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Work in progress (a form being sent): shows a spinner and `loadingText`, is announced busy
   * and unavailable, and ignores clicks, Enter and Space. Never `disabled`: disabling the
   * focused button would drop keyboard focus to the page.
   */
  loading?: boolean;
  /** What the button reads while loading, e.g. 'Sending...'. Default: its children. */
  loadingText?: ReactNode;
}

const StyledButton = styled('button', {
  shouldForwardProp: (prop) => isPropValid(prop) && prop !== 'size',
})<ButtonProps>(({ variant, size }) => buttonStyle(variant, size));

/** The site's button: variants default, destructive, outline, secondary, ghost, link; sizes default, sm, lg, icon. */
export function Button({
  type = 'button',
  variant = 'default',
  size = 'default',
  loading = false,
  loadingText,
  children,
  onClick,
  ...props
}: ButtonProps) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    // A cancelled click also cancels the form submission it would start (Enter in a field included).
    if (loading) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <StyledButton
      type={type}
      variant={variant}
      size={size}
      data-variant={variant}
      data-size={size}
      {...props}
      aria-disabled={loading || props['aria-disabled']}
      aria-busy={loading || props['aria-busy']}
      onClick={click}
    >
      {loading ? (
        <>
          <Spinner size={14} label="" />
          {loadingText ?? children}
        </>
      ) : (
        children
      )}
    </StyledButton>
  );
}
