import type { ReactNode, SVGAttributes } from 'react';

export interface LineIconProps extends Omit<SVGAttributes<SVGSVGElement>, 'children'> {
  size?: number;
  /** The icon's strokes: <path>, <circle>… on a 24 x 24 grid. */
  children: ReactNode;
}

/**
 * The site's line icons: 24 x 24 strokes in the current text colour. Decorative: the text beside
 * an icon carries its meaning, so it is hidden from assistive technology.
 */
export function LineIcon({ size = 24, children, ...rest }: LineIconProps) {
  return (
    <svg
      {...rest}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
