import { REDUCED_MOTION_QUERY } from '../motion/reduced-motion';
/**
 * Design tokens as CSS variable references. The values live in themes.css, one block per theme,
 * so a theme switch is a class change with no re-render of styled components.
 */
export const color = {
  background: 'var(--color-background)',
  surface: 'var(--color-surface)',
  surfaceMuted: 'var(--color-surface-muted)',
  text: 'var(--color-text)',
  textMuted: 'var(--color-text-muted)',
  primary: 'var(--color-primary)',
  primaryText: 'var(--color-primary-text)',
  secondary: 'var(--color-secondary)',
  secondaryText: 'var(--color-secondary-text)',
  accent: 'var(--color-accent)',
  destructive: 'var(--color-destructive)',
  destructiveText: 'var(--color-destructive-text)',
  border: 'var(--color-border)',
  focus: 'var(--color-focus)',
  headerGlass: 'var(--color-header-glass)',
  overlay: 'var(--color-overlay)',
  heroFrom: 'var(--color-hero-from)',
  heroTo: 'var(--color-hero-to)',
} as const;

export const radius = { sm: '6px', md: '10px', lg: '16px', full: '999px' } as const;

export const font = {
  body: 'var(--font-body)',
  heading: 'var(--font-heading)',
} as const;

export const shadow = { card: 'var(--shadow-card)', dialog: 'var(--shadow-dialog)' } as const;

/** Mobile-first breakpoints: small 640, medium 768, large 1024, wide 1280. */
export const media = {
  sm: '@media (min-width: 640px)',
  md: '@media (min-width: 768px)',
  lg: '@media (min-width: 1024px)',
  xl: '@media (min-width: 1280px)',
  reducedMotion: `@media ${REDUCED_MOTION_QUERY}`,
} as const;

/** Every CSS variable a theme must define (checked against themes.css by a test). */
export const TOKEN_VARIABLES: readonly string[] = [
  ...Object.values(color),
  ...Object.values(font),
  ...Object.values(shadow),
].map((ref) => ref.slice('var('.length, -1));
