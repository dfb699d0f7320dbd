import { color } from 'shared-ui';

/** A theme colour token by name, so gradients follow the active theme. */
export type ColorToken = keyof typeof color;

export interface GradientSpec {
  from: ColorToken;
  to: ColorToken;
  angle?: number;
}

/** A CSS linear-gradient built from theme tokens. */
export function tokenGradient({ from, to, angle = 135 }: GradientSpec): string {
  return `linear-gradient(${angle}deg, ${color[from]}, ${color[to]})`;
}

/** The dark brand gradient behind the hero and closing call to action, in every theme. */
export const HERO_GRADIENT = tokenGradient({ from: 'heroFrom', to: 'heroTo' });

/** White text for the dark hero bands (their backgrounds are dark in every theme). */
export const ON_DARK_TEXT = '#ffffff';
export const ON_DARK_MUTED = 'rgba(255, 255, 255, 0.88)';
