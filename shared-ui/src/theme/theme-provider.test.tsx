import { cleanup, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, useTheme } from './theme-provider';
import { THEMES, THEME_LABELS } from './themes';

function ThemeButtons() {
  const { theme, setTheme } = useTheme();
  return (
    <div>
      <p>Current: {theme}</p>
      {THEMES.map((name) => (
        <button key={name} type="button" onClick={() => setTheme(name)}>
          {THEME_LABELS[name]}
        </button>
      ))}
    </div>
  );
}

function themeClasses(): string[] {
  return [...document.documentElement.classList].filter((c) => c.startsWith('theme-'));
}

afterEach(() => {
  // Unmounted first: a mounted provider hears the root class being cleared.
  cleanup();
  jest.restoreAllMocks();
  window.localStorage.clear();
  document.documentElement.className = '';
});

describe('ThemeProvider', () => {
  it('starts on theme-light and applies it to the root element when nothing is stored', () => {
    render(
      <ThemeProvider>
        <ThemeButtons />
      </ThemeProvider>,
    );

    expect(screen.getByText('Current: theme-light')).toBeInTheDocument();
    expect(themeClasses()).toEqual(['theme-light']);
  });

  it('starts on the theme stored under "theme"', () => {
    window.localStorage.setItem('theme', 'theme-vibrant');

    render(
      <ThemeProvider>
        <ThemeButtons />
      </ThemeProvider>,
    );

    expect(screen.getByText('Current: theme-vibrant')).toBeInTheDocument();
    expect(themeClasses()).toEqual(['theme-vibrant']);
  });

  it('switches theme: updates the context, the root class and localStorage', async () => {
    render(
      <ThemeProvider>
        <ThemeButtons />
      </ThemeProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));

    expect(screen.getByText('Current: theme-dark')).toBeInTheDocument();
    expect(themeClasses()).toEqual(['theme-dark']);
    expect(window.localStorage.getItem('theme')).toBe('theme-dark');

    await userEvent.click(screen.getByRole('button', { name: 'Vibrant' }));

    expect(themeClasses()).toEqual(['theme-vibrant']);
    expect(window.localStorage.getItem('theme')).toBe('theme-vibrant');
  });

  it('still switches theme when storage refuses the write', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    render(
      <ThemeProvider>
        <ThemeButtons />
      </ThemeProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));

    expect(setItem).toHaveBeenCalled();
    expect(themeClasses()).toEqual(['theme-dark']);
  });
});

describe('useTheme', () => {
  it('throws a clear error outside ThemeProvider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(() => renderHook(() => useTheme())).toThrow('useTheme must be used inside <ThemeProvider>');
  });
});
