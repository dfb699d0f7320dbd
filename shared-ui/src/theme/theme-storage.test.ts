import { applyThemeClass, readStoredTheme, storeTheme } from './theme-storage';

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.className = '';
});

function storageWith(value: string | null): Pick<Storage, 'getItem'> {
  return { getItem: (key) => (key === 'theme' ? value : null) };
}

describe('readStoredTheme', () => {
  it('defaults to theme-light when nothing is stored', () => {
    expect(readStoredTheme(storageWith(null))).toBe('theme-light');
  });

  it.each(['theme-light', 'theme-dark', 'theme-vibrant'] as const)('returns the stored %s', (theme) => {
    expect(readStoredTheme(storageWith(theme))).toBe(theme);
  });

  it('falls back to theme-light for an unknown stored value', () => {
    expect(readStoredTheme(storageWith('theme-neon'))).toBe('theme-light');
  });

  it('falls back to theme-light when storage throws', () => {
    const throwing: Pick<Storage, 'getItem'> = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };

    expect(readStoredTheme(throwing)).toBe('theme-light');
  });

  it('falls back to theme-light when there is no storage', () => {
    expect(readStoredTheme(undefined)).toBe('theme-light');
  });

  it('reads the browser localStorage key "theme" by default', () => {
    window.localStorage.setItem('theme', 'theme-vibrant');

    expect(readStoredTheme()).toBe('theme-vibrant');
  });
});

describe('storeTheme', () => {
  it('writes the theme to localStorage under "theme"', () => {
    storeTheme('theme-dark');

    expect(window.localStorage.getItem('theme')).toBe('theme-dark');
  });

  it('does not throw when storage refuses the write', () => {
    const full: Pick<Storage, 'setItem'> = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };

    expect(() => storeTheme('theme-dark', full)).not.toThrow();
  });
});

describe('applyThemeClass', () => {
  it('puts the theme class on the root element', () => {
    applyThemeClass('theme-dark');

    expect(document.documentElement).toHaveClass('theme-dark');
  });

  it('keeps exactly one theme class and leaves other classes alone', () => {
    const root = document.createElement('html');
    root.className = 'js theme-light theme-vibrant';

    applyThemeClass('theme-dark', root);

    expect([...root.classList].sort()).toEqual(['js', 'theme-dark']);
  });
});
