import { render, screen, within, type RenderResult } from '@testing-library/react';
import { Toaster } from 'shared-ui';
import { LeadsWorkspace } from '../components/leads-workspace';

/** Renders the workspace at /staff/leads`search`, beside the site's toast area as the shell has it. */
export function renderWorkspace(search = ''): RenderResult {
  window.history.replaceState(null, '', `/staff/leads${search}`);
  return render(
    <>
      <LeadsWorkspace />
      <Toaster />
    </>,
  );
}

/** The names in the table's rows, in order. */
export function shownNames(): string[] {
  const table = screen.getByRole('table', { name: 'Leads, newest first' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
}

/** The line that says how many leads there are (announced politely). */
export function summaryLine(): HTMLElement {
  const line = document.querySelector<HTMLElement>('[aria-live="polite"]');
  if (!line) throw new Error('No polite live summary line');
  return line;
}

/** Waits for a toast with this title and description in the toast area. */
export async function expectToast(title: string, description: string): Promise<void> {
  const region = screen.getByRole('region', { name: /notifications/i });
  await within(region).findByText(title);
  expect(within(region).getByText(description)).toBeInTheDocument();
}
