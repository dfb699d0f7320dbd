import { createContext, useContext, useLayoutEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { applyThemeClass, chooseTheme, currentTheme, subscribeToTheme } from './theme-storage';
import { DEFAULT_THEME, type Theme } from './themes';

interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** A page rendered ahead of time is rendered in the default theme, and so is its take-over. */
const serverTheme = (): Theme => DEFAULT_THEME;

/**
 * Owns the visitor's theme. The root element's class is the theme shown: the page's head sets it
 * before the first paint, and a choice made before the shell took over is applied there at once
 * (capture-early-input.js). The provider follows that class, so no such choice is ever lost, and
 * keeps the class and storage in step with every choice made through it.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribeToTheme, currentTheme, serverTheme);

  // A page without the head's script (a test, a remote on its own) gets the class here.
  useLayoutEffect(() => applyThemeClass(currentTheme()), []);

  const value = useMemo(() => ({ theme, setTheme: chooseTheme }), [theme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The current theme and a setter; must be used inside ThemeProvider (the shell provides it). */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
