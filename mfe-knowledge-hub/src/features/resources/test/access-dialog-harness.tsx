import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { AccessTarget } from '../hooks/use-lead-submission';
import { AccessResourceDialog } from '../components/access-resource-dialog';
import { makeResource } from './fixtures';

export const TARGET: AccessTarget = {
  resource: makeResource({ id: 'res-42', title: 'The GCC Operating Model Playbook' }),
  url: 'https://example.com/playbook.pdf',
};

/** The dialog as the resource library drives it: open for a target, closed by setting it to null. */
export function DialogHarness() {
  const [target, setTarget] = useState<AccessTarget | null>(TARGET);
  return (
    <>
      <button type="button" onClick={() => setTarget(TARGET)}>
        Reopen
      </button>
      <AccessResourceDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}

export function dialog(): HTMLElement {
  return screen.getByRole('dialog', { name: 'Access Resource' });
}

export function field(label: 'Name' | 'Email' | 'Company'): HTMLElement {
  return within(dialog()).getByLabelText(label);
}

export const ASHA = { name: 'Asha Rao', email: 'asha@acme.com', company: 'Acme' };

export async function fill(user: ReturnType<typeof userEvent.setup>, values: typeof ASHA): Promise<void> {
  await user.type(field('Name'), values.name);
  await user.type(field('Email'), values.email);
  await user.type(field('Company'), values.company);
}
