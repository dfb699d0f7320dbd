import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SITE_INFO, Toaster, dismissToast, useContactAction, type ContactDialogProps } from 'shared-ui';
import { loadRemoteModule, resetRemote } from '../../federation/remotes';
import { CONTACT_UNAVAILABLE_TOAST, ContactHost } from './contact-host';

jest.mock('../../federation/remotes', () => ({
  loadRemoteModule: jest.fn(),
  resetRemote: jest.fn(),
}));

const load = jest.mocked(loadRemoteModule);
const reset = jest.mocked(resetRemote);

/** Stands in for the marketing remote's Contact Us dialog. */
function FakeContactDialog({ open, onOpenChange }: ContactDialogProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Contact Us">
      <button type="button" onClick={() => onOpenChange(false)}>
        Close
      </button>
    </div>
  );
}

function StartJourney() {
  const openContact = useContactAction();
  return (
    <button type="button" onClick={openContact}>
      Start Your GCC Journey
    </button>
  );
}

function renderHost() {
  return render(
    <ContactHost>
      <StartJourney />
      <Toaster />
    </ContactHost>,
  );
}

beforeEach(() => {
  load.mockReset();
  reset.mockReset();
});

afterEach(() => {
  act(() => dismissToast());
});

describe('ContactHost', () => {
  it('renders its children and no dialog until a contact action is used', () => {
    renderHost();

    expect(screen.getByRole('button', { name: 'Start Your GCC Journey' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it("loads the marketing remote's contact-dialog module and opens it", async () => {
    load.mockResolvedValue({ default: FakeContactDialog });
    renderHost();

    await userEvent.click(screen.getByRole('button', { name: 'Start Your GCC Journey' }));

    expect(await screen.findByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('marketing', 'contact-dialog');
  });

  it('closes the dialog when it reports onOpenChange(false), and opens it again on the next action', async () => {
    load.mockResolvedValue({ default: FakeContactDialog });
    renderHost();
    await userEvent.click(screen.getByRole('button', { name: 'Start Your GCC Journey' }));
    await screen.findByRole('dialog', { name: 'Contact Us' });

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Start Your GCC Journey' }));
    expect(await screen.findByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it("tells the visitor how else to reach the firm and resets the remote when the dialog can't load", async () => {
    load.mockRejectedValue(new Error('marketing is down'));
    renderHost();

    await userEvent.click(screen.getByRole('button', { name: 'Start Your GCC Journey' }));

    expect(await screen.findByText('Contact form unavailable')).toBeInTheDocument();
    expect(screen.getByText(CONTACT_UNAVAILABLE_TOAST.description)).toBeInTheDocument();
    expect(CONTACT_UNAVAILABLE_TOAST.description).toContain(SITE_INFO.email);
    expect(reset).toHaveBeenCalledWith('marketing');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the page working when the loaded dialog throws while rendering', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockResolvedValue({
      default: () => {
        throw new Error('dialog render failed');
      },
    });
    renderHost();

    await userEvent.click(screen.getByRole('button', { name: 'Start Your GCC Journey' }));

    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        '[shell] a remote section failed:',
        expect.objectContaining({ message: 'dialog render failed' }),
        expect.anything(),
      ),
    );
    expect(screen.getByRole('button', { name: 'Start Your GCC Journey' })).toBeInTheDocument();
    expect(await screen.findByText(CONTACT_UNAVAILABLE_TOAST.title)).toBeInTheDocument();

    // A later click tries again and tells the visitor again, instead of doing nothing.
    act(() => dismissToast());
    await waitFor(() => expect(screen.queryByText(CONTACT_UNAVAILABLE_TOAST.title)).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Start Your GCC Journey' }));
    expect(await screen.findByText(CONTACT_UNAVAILABLE_TOAST.title)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    consoleError.mockRestore();
  });
});
