import { render, screen, within, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from '../components/toast/toaster';

/** Renders `ui` beside the site's toast area, as the shell does on every page. */
export function renderWithToaster(ui: ReactElement): RenderResult {
  return render(
    <>
      {ui}
      <Toaster />
    </>,
  );
}

/**
 * The toast area (Radix labels it "Notifications (F8)"). `hidden`: while a modal dialog is open,
 * Radix marks everything outside it aria-hidden, the toast area included.
 */
export function toastRegion(): HTMLElement {
  return screen.getByRole('region', { name: /notifications/i, hidden: true });
}

/** Waits for a toast with this title and description to be shown. */
export async function expectToast(title: string, description: string | RegExp): Promise<void> {
  // The toast area may mount with the first toast: wait for it too.
  const region = await screen.findByRole('region', { name: /notifications/i, hidden: true });
  await within(region).findByText(title);
  expect(within(region).getByText(description)).toBeInTheDocument();
}
