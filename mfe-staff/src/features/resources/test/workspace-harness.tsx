import { renderWithToaster } from 'shared-ui/testing';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { getSupabase } from 'shared-ui';
import { ResourcesWorkspace } from '../components/resources-workspace';
import type { ResourceRow } from '../lib/resource';
import { createFakeSupabase, type FakeSupabase } from './fake-supabase';

export type User = ReturnType<typeof userEvent.setup>;

/**
 * Renders the workspace on a fake backend holding `rows`. The test file must replace shared-ui's
 * getSupabase with a jest.fn (jest.mock('shared-ui', ...)); it is pointed at the fake here.
 */
export function renderWorkspace(rows: ResourceRow[] = []): FakeSupabase {
  const fake = createFakeSupabase(rows);
  jest.mocked(getSupabase).mockResolvedValue(fake.client);
  renderWithToaster(<ResourcesWorkspace />);
  return fake;
}

/** The list item of the resource with this title (`hidden`: an open dialog hides the page from the tree). */
export function row(title: string): HTMLElement {
  return screen.getByRole('listitem', { name: title, hidden: true });
}

export function dialog(name: 'New resource' | 'Edit resource' = 'New resource'): HTMLElement {
  return screen.getByRole('dialog', { name });
}

/** A control of the open dialog, by its label. */
export function field(label: string): HTMLElement {
  return within(screen.getByRole('dialog')).getByLabelText(label);
}

export function submitButton(): HTMLElement {
  return within(screen.getByRole('dialog')).getByRole('button', {
    name: /^(Create resource|Save changes|Checking…|Uploading…|Saving…)$/,
  });
}

/** Types (or pastes, for long values) into a text field of the dialog, replacing what it held. */
export async function typeInto(user: User, label: string, value: string): Promise<void> {
  await user.clear(field(label));
  await user.click(field(label));
  if (value !== '') await user.paste(value);
}

/** Opens the New resource form and fills its title and type. */
export async function startNew(user: User, title = 'GCC Cost Benchmarks', type = 'Report'): Promise<void> {
  await user.click(await screen.findByRole('button', { name: 'New resource' }));
  await typeInto(user, 'Title', title);
  await user.selectOptions(field('Type'), type);
}

/** Chooses Upload a PDF and picks `file`. */
export async function chooseFile(user: User, file: File): Promise<void> {
  await user.click(within(screen.getByRole('dialog')).getByRole('radio', { name: 'Upload a PDF' }));
  await user.upload(field('PDF document'), file);
}
