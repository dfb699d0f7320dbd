import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createResourceLead } from '../api/create-resource-lead';
import { validateCompanyEmail } from '../api/validate-company-email';
import { ASHA, DialogHarness as Harness, dialog, field, fill } from '../test/access-dialog-harness';
import { recordAccessFlowCalls } from '../test/access-flow-calls';
import { clearToasts, deferred, expectToast, loadToastArea, renderWithToaster } from 'shared-ui/testing';

jest.mock('../api/validate-company-email');
jest.mock('../api/create-resource-lead');

const mockedValidate = jest.mocked(validateCompanyEmail);
const mockedCreateLead = jest.mocked(createResourceLead);

let open: jest.SpyInstance;

beforeAll(() => loadToastArea());

beforeEach(() => {
  ({ open } = recordAccessFlowCalls());
});
afterEach(() => {
  open.mockRestore();
  clearToasts();
});

describe('AccessResourceDialog', () => {
  it('names the resource and asks for Name, Email and Company, all required', () => {
    renderWithToaster(<Harness />);

    expect(dialog()).toHaveTextContent(
      'To access "The GCC Operating Model Playbook", please provide your details below.',
    );
    expect(field('Name')).toBeRequired();
    expect(field('Email')).toBeRequired();
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Company')).toBeRequired();
    expect(within(dialog()).getByRole('button', { name: 'Submit & Access' })).toBeEnabled();
  });

  it('asks for missing information when a field is blank, and calls nothing', async () => {
    const user = userEvent.setup();
    renderWithToaster(<Harness />);
    await fill(user, { ...ASHA, company: '   ' });

    await user.click(screen.getByRole('button', { name: 'Submit & Access' }));

    await expectToast('Missing Information', 'Please fill out all fields.');
    expect(mockedValidate).not.toHaveBeenCalled();
    expect(mockedCreateLead).not.toHaveBeenCalled();
    expect(dialog()).toBeInTheDocument();
  });

  it('refuses a name longer than the database allows with a clear message', async () => {
    const user = userEvent.setup();
    renderWithToaster(<Harness />);
    await fill(user, ASHA);
    await user.clear(field('Name'));
    await user.click(field('Name'));
    await user.paste('x'.repeat(201));

    await user.click(screen.getByRole('button', { name: 'Submit & Access' }));

    await expectToast('Too Long', 'Name must be at most 200 characters.');
    expect(mockedValidate).not.toHaveBeenCalled();
  });

  it('marks a field invalid with a counter as soon as it is over its limit, counting characters as the database does', async () => {
    const user = userEvent.setup();
    renderWithToaster(<Harness />);
    await user.click(field('Company'));
    await user.paste('😀'.repeat(200));
    expect(field('Company')).not.toHaveAttribute('aria-invalid');
    expect(field('Company')).toHaveAccessibleDescription('200/200 characters');

    await user.type(field('Company'), 'x');

    expect(field('Company')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Company')).toHaveAccessibleDescription('201/200 characters');
  });

  it("refuses an address that the database's email rule refuses, before calling the backend", async () => {
    const user = userEvent.setup();
    renderWithToaster(<Harness />);
    await fill(user, { ...ASHA, email: 'asha@acme' });

    await user.click(screen.getByRole('button', { name: 'Submit & Access' }));

    await expectToast('Check your email address', 'Please enter a valid email address, like name@company.com.');
    expect(mockedValidate).not.toHaveBeenCalled();
  });

  it('reads Submitting..., keeps focus and ignores presses while the details are being checked', async () => {
    const check = deferred<{ isValid: boolean }>();
    mockedValidate.mockReturnValue(check.promise);
    const user = userEvent.setup();
    renderWithToaster(<Harness />);
    await fill(user, ASHA);

    await user.click(screen.getByRole('button', { name: 'Submit & Access' }));

    const busy = within(dialog()).getByRole('button', { name: 'Submitting...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveFocus();
    expect(field('Email')).toHaveAttribute('readonly');
    await user.keyboard('{Enter}');
    await user.click(busy);
    expect(mockedValidate).toHaveBeenCalledTimes(1);
    await act(async () => check.resolve({ isValid: true }));
    expect(mockedCreateLead).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('clears the fields when the dialog is closed and opened again', async () => {
    const user = userEvent.setup();
    renderWithToaster(<Harness />);
    await fill(user, ASHA);

    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reopen' }));

    expect(field('Name')).toHaveValue('');
    expect(field('Email')).toHaveValue('');
    expect(field('Company')).toHaveValue('');
  });

  it('clears the fields when closed with Escape', async () => {
    const user = userEvent.setup();
    renderWithToaster(<Harness />);
    await fill(user, ASHA);

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Reopen' }));

    expect(field('Name')).toHaveValue('');
  });

  it('writes one lead for two clicks that land before React re-renders', async () => {
    const user = userEvent.setup();
    renderWithToaster(<Harness />);
    await fill(user, ASHA);
    const submit = screen.getByRole('button', { name: 'Submit & Access' });

    // Both clicks inside one act(): React has not re-rendered (or marked the button busy) in between.
    act(() => {
      submit.click();
      submit.click();
    });

    await expectToast('Success!', 'Thank you! You can now access the resource.');
    expect(mockedValidate).toHaveBeenCalledTimes(1);
    expect(mockedCreateLead).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('writes one lead for a double click', async () => {
    const user = userEvent.setup();
    renderWithToaster(<Harness />);
    await fill(user, ASHA);

    await user.dblClick(screen.getByRole('button', { name: 'Submit & Access' }));

    await expectToast('Success!', 'Thank you! You can now access the resource.');
    expect(mockedCreateLead).toHaveBeenCalledTimes(1);
  });
});
