import { ICON_SHAPES, type IconName } from '../icons/icon-shapes';

export interface IconProps {
  name: IconName;
  /** Width and height in pixels. */
  size?: number;
  className?: string;
}

/** A decorative line icon; hidden from assistive technology because nearby text says the same. */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      className={className}
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
      data-icon={name}
    >
      {ICON_SHAPES[name]}
    </svg>
  );
}
