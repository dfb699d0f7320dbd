import type { CSSObject } from '@emotion/react';
import { color, radius } from '../../theme/tokens';

export type ButtonVariant = 'default' | 'destructive' | 'outline' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'default' | 'sm' | 'lg' | 'icon';

export const BUTTON_VARIANTS: readonly ButtonVariant[] = [
  'default',
  'destructive',
  'outline',
  'secondary',
  'ghost',
  'link',
];
export const BUTTON_SIZES: readonly ButtonSize[] = ['default', 'sm', 'lg', 'icon'];

const variants: Record<ButtonVariant, CSSObject> = {
  default: {
    background: color.primary,
    color: color.primaryText,
    '&:hover:not(:disabled)': { filter: 'brightness(1.1)' },
  },
  destructive: {
    background: color.destructive,
    color: color.destructiveText,
    '&:hover:not(:disabled)': { filter: 'brightness(1.1)' },
  },
  outline: {
    background: 'transparent',
    color: 'inherit',
    border: `1px solid currentColor`,
    '&:hover:not(:disabled)': { background: color.surfaceMuted, color: color.text },
  },
  secondary: {
    background: color.secondary,
    color: color.secondaryText,
    '&:hover:not(:disabled)': { filter: 'brightness(0.96)' },
  },
  ghost: {
    background: 'transparent',
    color: 'inherit',
    '&:hover:not(:disabled)': { background: color.surfaceMuted, color: color.text },
  },
  link: {
    background: 'transparent',
    color: color.primary,
    textDecoration: 'underline',
    textUnderlineOffset: '4px',
    padding: 0,
    height: 'auto',
  },
};

const sizes: Record<ButtonSize, CSSObject> = {
  default: { height: '44px', padding: '0 18px', fontSize: '0.95rem' },
  sm: { height: '36px', padding: '0 12px', fontSize: '0.875rem' },
  lg: { height: '52px', padding: '0 28px', fontSize: '1.05rem' },
  icon: { height: '44px', width: '44px', padding: 0 },
};

/** The button look as a style object, for links and other elements that should look like buttons. */
export function buttonStyle(variant: ButtonVariant = 'default', size: ButtonSize = 'default'): CSSObject {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '8px',
    border: '1px solid transparent',
    borderRadius: radius.md,
    fontFamily: 'inherit',
    fontWeight: 600,
    lineHeight: 1,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: 'filter 0.15s, background 0.15s',
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    // A loading button stays focusable and enabled for the browser; it only looks busy.
    "&[aria-busy='true']": { opacity: 0.75, cursor: 'progress' },
    ...sizes[size],
    ...variants[variant],
  };
}
