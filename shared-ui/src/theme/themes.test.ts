import { readFileSync } from 'node:fs';
import path from 'node:path';
import { THEMES, isTheme } from './themes';
import { TOKEN_VARIABLES, color, font, shadow } from './tokens';

const css = readFileSync(path.join(__dirname, 'themes.css'), 'utf8');

/** The declarations inside the one block whose selector is exactly `selector`. */
function block(selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const matches = [...css.matchAll(new RegExp(`(?:^|\\})\\s*${escaped}\\s*\\{([^}]*)\\}`, 'g'))];
  expect(matches).toHaveLength(1);
  return matches[0]?.[1] ?? '';
}

function definedVariables(declarations: string): string[] {
  return [...declarations.matchAll(/(--[a-z0-9-]+)\s*:/g)].map((m) => m[1] ?? '');
}

describe('themes', () => {
  it('recognises only the three theme names', () => {
    expect(THEMES.every(isTheme)).toBe(true);
    expect(isTheme('theme-neon')).toBe(false);
    expect(isTheme('Light')).toBe(false);
    expect(isTheme(null)).toBe(false);
  });
});

describe('theme tokens', () => {
  it('names one CSS variable per colour, font and shadow token', () => {
    const count = Object.keys(color).length + Object.keys(font).length + Object.keys(shadow).length;

    expect(TOKEN_VARIABLES).toHaveLength(count);
    expect(TOKEN_VARIABLES).toContain('--color-primary');
    expect(TOKEN_VARIABLES).toContain('--font-body');
    expect(TOKEN_VARIABLES).toContain('--shadow-dialog');
    expect(TOKEN_VARIABLES.every((name) => /^--[a-z0-9-]+$/.test(name))).toBe(true);
  });

  it.each(['theme-light', 'theme-dark', 'theme-vibrant'])(
    'defines every token variable in the .%s block of themes.css',
    (theme) => {
      const defined = definedVariables(block(`.${theme}`));

      expect(TOKEN_VARIABLES.filter((name) => !defined.includes(name))).toEqual([]);
    },
  );

  it('has a block in themes.css for every theme and no other theme blocks', () => {
    const themeSelectors = [...css.matchAll(/\.(theme-[a-z]+)\s*\{/g)].map((m) => m[1]);

    expect(themeSelectors).toEqual([...THEMES]);
  });
});
