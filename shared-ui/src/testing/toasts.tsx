import { render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
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
  // Radix's toast area takes the place of the empty one with the first toast: find it anew each time.
  await waitFor(() => expect(within(toastRegion()).getByText(title)).toBeInTheDocument());
  expect(within(toastRegion()).getByText(description)).toBeInTheDocument();
}
