import { ICON_PATHS, type IconName } from './icon-paths';

export interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** A decorative inline SVG icon; the text beside it carries the meaning, so it is hidden from assistive tech. */
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
    >
      {ICON_PATHS[name]}
    </svg>
  );
}
