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

/** The theme the root element shows, else the stored one (a page whose head set no class yet). */
export function currentTheme(root: HTMLElement = document.documentElement): Theme {
  return THEMES.find((theme) => root.classList.contains(theme)) ?? readStoredTheme();
}

const listeners = new Set<() => void>();

/**
 * Calls `onChange` whenever the root element's theme class changes: at once for a choice made
 * through chooseTheme, and once the browser reports it for any other change (the page's own
 * script applying a choice made before the take-over).
 * @returns a function that stops listening
 */
export function subscribeToTheme(onChange: () => void, root: HTMLElement = document.documentElement): () => void {
  listeners.add(onChange);
  const observer = new MutationObserver(onChange);
  observer.observe(root, { attributes: true, attributeFilter: ['class'] });
  return () => {
    listeners.delete(onChange);
    observer.disconnect();
  };
}

/** Applies and stores the visitor's choice, and tells every subscriber at once. */
export function chooseTheme(theme: Theme): void {
  storeTheme(theme);
  applyThemeClass(theme);
  listeners.forEach((listener) => listener());
}

/** Puts exactly one theme class on the root element. */
export function applyThemeClass(theme: Theme, root: HTMLElement = document.documentElement): void {
  // Unchanged when already so: every change of the class is a change that subscribers hear of.
  if (THEMES.every((name) => root.classList.contains(name) === (name === theme))) return;
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
