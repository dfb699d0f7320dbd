import themeSettings from './theme-settings.json';

/** A site theme: applied as a class on the root element. */
export type Theme = 'theme-light' | 'theme-dark' | 'theme-vibrant';

/** Every theme, in switcher order: theme-settings.json, which the shell's HTML also reads before paint. */
export const THEMES = themeSettings.themes as readonly Theme[];

export const DEFAULT_THEME: Theme = 'theme-light';

/** localStorage key that keeps the visitor's choice. */
export const THEME_STORAGE_KEY = themeSettings.storageKey;

export const THEME_LABELS: Record<Theme, string> = {
  'theme-light': 'Light',
  'theme-dark': 'Dark',
  'theme-vibrant': 'Vibrant',
};

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}
