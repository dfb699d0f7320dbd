import { DEFAULT_THEME, THEMES, THEME_STORAGE_KEY, isTheme, type Theme } from './themes';

/** The stored theme, or the default when nothing (or something unknown) is stored. */
export function readStoredTheme(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): Theme {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function storeTheme(theme: Theme, storage: Pick<Storage, 'setItem'> | undefined = safeStorage()): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode or a full quota: the choice still applies for this visit.
  }
}

/** Puts exactly one theme class on the root element. */
export function applyThemeClass(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.remove(...THEMES);
  root.classList.add(theme);
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
