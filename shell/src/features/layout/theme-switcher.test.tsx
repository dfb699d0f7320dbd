import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'shared-ui';
import { ThemeSwitcher } from './theme-switcher';

function renderSwitcher() {
  return render(
    <ThemeProvider>
      <ThemeSwitcher />
    </ThemeProvider>,
  );
}

const themeClasses = () => [...document.documentElement.classList].filter((c) => c.startsWith('theme-'));

afterEach(() => {
  // Unmounted first: a mounted provider hears the root class being cleared.
  cleanup();
  jest.restoreAllMocks();
  window.localStorage.clear();
  document.documentElement.className = '';
});

describe('ThemeSwitcher', () => {
  it('offers Light, Dark and Vibrant', () => {
    renderSwitcher();

    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Light', 'Dark', 'Vibrant']);
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(['theme-light', 'theme-dark', 'theme-vibrant']);
  });

  it('shows Light selected by default', () => {
    renderSwitcher();

    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveDisplayValue('Light');
  });

  it('shows the stored theme as selected', () => {
    window.localStorage.setItem('theme', 'theme-dark');
    renderSwitcher();

    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveDisplayValue('Dark');
  });

  it('applies the chosen theme to the root element and keeps it in localStorage', async () => {
    renderSwitcher();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Theme' }), 'Vibrant');

    expect(themeClasses()).toEqual(['theme-vibrant']);
    expect(window.localStorage.getItem('theme')).toBe('theme-vibrant');
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveDisplayValue('Vibrant');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Theme' }), 'Dark');

    expect(themeClasses()).toEqual(['theme-dark']);
    expect(window.localStorage.getItem('theme')).toBe('theme-dark');
  });

  it("shows the visitor's stored theme when it takes over a page served in the default theme", async () => {
    const served = document.createElement('div');
    const rendered = renderSwitcher();
    served.innerHTML = rendered.container.innerHTML; // markup as rendered ahead of time: Light
    rendered.unmount();
    document.body.append(served);
    // What the page's head does before the first paint: the stored theme, as the root's class.
    window.localStorage.setItem('theme', 'theme-vibrant');
    document.documentElement.className = 'theme-vibrant';
    const consoleError = jest.spyOn(console, 'error');

    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        served,
        <ThemeProvider>
          <ThemeSwitcher />
        </ThemeProvider>,
      );
    });

    expect(served.querySelector('select')).toHaveValue('theme-vibrant');
    expect(consoleError).not.toHaveBeenCalled();
    act(() => root?.unmount());
    served.remove();
  });

  it('follows a theme the page applied to the root element itself (chosen before the take-over)', async () => {
    renderSwitcher();

    await act(async () => {
      document.documentElement.classList.replace('theme-light', 'theme-dark');
    });

    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveDisplayValue('Dark');
  });
});
