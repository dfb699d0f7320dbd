import { LineIcon } from 'shared-ui';
import { ICON_PATHS, type IconName } from './icon-paths';

export interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** One of the marketing pages' icons; decorative, the text beside it carries the meaning. */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <LineIcon size={size} className={className}>
      {ICON_PATHS[name]}
    </LineIcon>
  );
}
