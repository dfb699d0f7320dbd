import styled from '@emotion/styled';
import { THEMES, THEME_LABELS, color, isTheme, radius, useTheme, actionAttribute } from 'shared-ui';

const Select = styled.select`
  height: 36px;
  padding: 0 4px;
  border-radius: ${radius.sm};
  border: 1px solid currentColor;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;
  option {
    color: ${color.text};
    background: ${color.surface};
  }
`;

/** Light, Dark or Vibrant; the choice is kept in localStorage `theme`. */
export function ThemeSwitcher() {
  const { theme, setTheme } = useTheme();
  return (
    <Select
      aria-label="Theme"
      {...actionAttribute('theme')}
      value={theme}
      onChange={(event) => {
        if (isTheme(event.target.value)) setTheme(event.target.value);
      }}
    >
      {THEMES.map((name) => (
        <option key={name} value={name}>
          {THEME_LABELS[name]}
        </option>
      ))}
    </Select>
  );
}
