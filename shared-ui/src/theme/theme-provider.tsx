import { createContext, useContext, useLayoutEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { applyThemeClass, chooseTheme, currentTheme, subscribeToTheme } from './theme-storage';
import { DEFAULT_THEME, type Theme } from './themes';

interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

/** Marks the tree as themed; never changes, so a theme change reaches only those who read it. */
const ThemeContext = createContext<boolean>(false);

/** A page rendered ahead of time is rendered in the default theme, and so is its take-over. */
const serverTheme = (): Theme => DEFAULT_THEME;

/**
 * Owns the visitor's theme. The root element's class is the theme shown: the page's head sets it
 * before the first paint, and a choice made before the shell took over is applied there at once
 * (capture-early-input.js). Each reader of the theme follows that class itself (useTheme), so no
 * such choice is ever lost. The provider's own context never changes: a change of a context above
 * a page that React has not taken over yet (its module still on its way) would make React throw
 * the page's served markup away and draw it again.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  // A page without the head's script (a test, a remote on its own) gets the class here.
  useLayoutEffect(() => applyThemeClass(currentTheme()), []);
  return <ThemeContext.Provider value={true}>{children}</ThemeContext.Provider>;
}

/** The current theme and a setter; must be used inside ThemeProvider (the shell provides it). */
export function useTheme(): ThemeContextValue {
  if (!useContext(ThemeContext)) throw new Error('useTheme must be used inside <ThemeProvider>');
  const theme = useSyncExternalStore(subscribeToTheme, currentTheme, serverTheme);
  return useMemo(() => ({ theme, setTheme: chooseTheme }), [theme]);
}
