import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createResourceLead } from '../api/create-resource-lead';
import { validateCompanyEmail } from '../api/validate-company-email';
import { ASHA, DialogHarness as Harness, dialog, field, fill } from '../test/access-dialog-harness';
import { recordAccessFlowCalls } from '../test/access-flow-calls';
import { clearToasts, expectToast, renderWithToaster, toastRegion } from 'shared-ui/testing';

jest.mock('../api/validate-company-email');
jest.mock('../api/create-resource-lead');

const mockedValidate = jest.mocked(validateCompanyEmail);
const mockedCreateLead = jest.mocked(createResourceLead);

let open: jest.SpyInstance;
let calls: string[];

beforeEach(() => {
  ({ calls, open } = recordAccessFlowCalls());
});
afterEach(() => {
  open.mockRestore();
  clearToasts();
});

describe('AccessResourceDialog submission', () => {
  it('validates the trimmed email and company, and on isValid false warns and writes no lead', async () => {
    mockedValidate.mockResolvedValue({ isValid: false, reason: 'free email provider' });
    const user = userEvent.setup();
    renderWithToaster(<Harness />);
    await fill(user, { name: 'Asha Rao', email: ' asha@gmail.com ', company: ' Acme ' });

    await user.click(screen.getByRole('button', { name: 'Submit & Access' }));

    await expectToast('Validation Failed', 'The email domain must match the company name.');
    expect(mockedValidate).toHaveBeenCalledWith({ email: 'asha@gmail.com', company: 'Acme' });
    expect(mockedCreateLead).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    expect(dialog()).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Submit & Access' })).toBeEnabled();
  });

  it('on isValid true records the lead, then opens the url safely, thanks the visitor and closes', async () => {
    const user = userEvent.setup();
    renderWithToaster(<Harness />);
    await fill(user, { name: ' Asha Rao ', email: 'asha@acme.com', company: 'Acme' });

    await user.click(screen.getByRole('button', { name: 'Submit & Access' }));

    await expectToast('Success!', 'Thank you! You can now access the resource.');
    expect(mockedCreateLead).toHaveBeenCalledTimes(1);
    expect(mockedCreateLead).toHaveBeenCalledWith({
      name: 'Asha Rao',
      email: 'asha@acme.com',
      company: 'Acme',
      resource_id: 'res-42',
    });
    expect(open).toHaveBeenCalledWith('https://example.com/playbook.pdf', '_blank', 'noopener,noreferrer');
    expect(calls).toEqual(['validate', 'insert', 'open']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    [
      'the email check fails',
      'validate',
      new Error('Edge Function returned a non-2xx status code'),
      'Edge Function returned a non-2xx status code',
    ],
    [
      'the insert fails',
      'insert',
      new Error('new row violates row-level security policy'),
      'new row violates row-level security policy',
    ],
    ['the insert fails without a message', 'insert', new Error(''), 'An unexpected error occurred. Please try again.'],
    ['something other than an Error is thrown', 'validate', 'boom', 'An unexpected error occurred. Please try again.'],
  ])(
    'when %s: Submission Failed, nothing opens and the dialog keeps what was typed',
    async (_name, step, failure, message) => {
      (step === 'validate' ? mockedValidate : mockedCreateLead).mockRejectedValue(failure);
      const user = userEvent.setup();
      renderWithToaster(<Harness />);
      await fill(user, ASHA);

      await user.click(screen.getByRole('button', { name: 'Submit & Access' }));

      await expectToast('Submission Failed', message);
      expect(open).not.toHaveBeenCalled();
      expect(within(toastRegion()).queryByText('Success!')).not.toBeInTheDocument();
      expect(field('Name')).toHaveValue('Asha Rao');
      expect(field('Email')).toHaveValue('asha@acme.com');
      expect(field('Company')).toHaveValue('Acme');
      expect(within(dialog()).getByRole('button', { name: 'Submit & Access' })).toBeEnabled();
    },
  );
});
