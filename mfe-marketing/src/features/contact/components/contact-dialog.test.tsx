import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Toaster } from 'shared-ui';
import { clearToasts, loadToastArea } from 'shared-ui/testing';
import { SEND_DELAY_MS } from '../lib/inquiry';
import { INQUIRIES_KEY } from '../lib/inquiry-store';
import { ContactDialog } from './contact-dialog';

const onOpenChange = jest.fn();

function renderDialog() {
  return render(
    <>
      <ContactDialog open onOpenChange={onOpenChange} />
      <Toaster />
    </>,
  );
}

/** Like the shell: any button on the page opens the dialog, which has no trigger of its own. */
function PageWithContactButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Start Your GCC Journey
      </button>
      <ContactDialog open={open} onOpenChange={setOpen} />
      <Toaster />
    </>
  );
}

function fill(values: { name?: string; email?: string; message?: string }) {
  if (values.name !== undefined)
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: values.name } });
  if (values.email !== undefined)
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: values.email } });
  if (values.message !== undefined)
    fireEvent.change(screen.getByLabelText('Your Message'), { target: { value: values.message } });
}

/** Moves the fake clock and lets the send's continuation run. */
const elapse = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });

/** Presses Send Message as a visitor would: the button takes focus, then the click. */
const send = () => {
  const button = screen.getByRole('button', { name: 'Send Message' });
  button.focus();
  fireEvent.click(button);
};
const complete = { name: 'Asha Mehta', email: 'asha@example.com', message: 'A 200-person centre in Pune.' };

beforeAll(() => loadToastArea());

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  onOpenChange.mockReset();
  globalThis.fetch = jest.fn();
});

afterEach(() => {
  clearToasts();
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

describe('ContactDialog', () => {
  it('shows the title, the text of the spec and the three labelled fields', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
    expect(
      screen.getByText("Let's start a conversation. Fill out the form below and we'll be in touch."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Your Message').tagName).toBe('TEXTAREA');
  });

  it('refuses a missing field with the destructive Heads up! toast and stores nothing', async () => {
    renderDialog();
    fill({ name: 'Asha Mehta', email: 'asha@example.com', message: '   ' });
    send();
    expect(screen.getByText('Heads up!')).toBeInTheDocument();
    expect(screen.getByText('Please fill out all fields to send your message.')).toBeInTheDocument();
    expect(screen.getByText('Heads up!').closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    await elapse(SEND_DELAY_MS * 2);
    expect(localStorage.getItem(INQUIRIES_KEY)).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('explains a malformed email address and an over-long message', () => {
    renderDialog();
    fill({ ...complete, email: 'asha@example' });
    send();
    expect(screen.getByText('Check your email address')).toBeInTheDocument();
    fill({ email: complete.email, message: 'x'.repeat(2001) });
    send();
    expect(screen.getByText(/within 2000 characters/)).toBeInTheDocument();
    expect(localStorage.getItem(INQUIRIES_KEY)).toBeNull();
  });

  it('reads Sending... with a spinner for 1.5 s, then stores, closes, clears and thanks', async () => {
    renderDialog();
    fill(complete);
    send();
    const busy = screen.getByRole('button', { name: /Sending\.\.\./ });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('readonly');
    expect(busy.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await elapse(1499); // spec 9: the simulated send takes 1.5 s
    expect(localStorage.getItem(INQUIRIES_KEY)).toBeNull();
    await elapse(1);
    const stored = JSON.parse(localStorage.getItem(INQUIRIES_KEY) ?? '[]');
    expect(stored).toEqual([{ ...complete, date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) }]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Your Message')).toHaveValue('');
    expect(screen.getByText('Message Sent! 🚀')).toBeInTheDocument();
    expect(screen.getByText("Thank you for reaching out. We'll get back to you shortly!")).toBeInTheDocument();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('appends to the inquiries already stored', async () => {
    localStorage.setItem(INQUIRIES_KEY, JSON.stringify([{ name: 'Earlier' }]));
    renderDialog();
    fill(complete);
    send();
    await elapse(SEND_DELAY_MS);
    expect(JSON.parse(localStorage.getItem(INQUIRIES_KEY) ?? '[]')).toHaveLength(2);
  });

  it('sends once when Send Message is pressed twice', async () => {
    renderDialog();
    fill(complete);
    send();
    fireEvent.submit(screen.getByRole('button', { name: /Sending/ }).closest('form')!);
    await elapse(SEND_DELAY_MS * 2);
    expect(JSON.parse(localStorage.getItem(INQUIRIES_KEY) ?? '[]')).toHaveLength(1);
  });

  it('keeps the dialog open with what was typed when the browser refuses to store', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    renderDialog();
    fill(complete);
    send();
    await elapse(SEND_DELAY_MS);
    expect(screen.getByText('Message not saved')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Full Name')).toHaveValue(complete.name);
    expect(screen.getByRole('button', { name: 'Send Message' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByLabelText('Full Name')).not.toHaveAttribute('readonly');
    setItem.mockRestore();
  });

  it('keeps keyboard focus inside while open and returns it to the opening button on Escape', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<PageWithContactButton />);
    const opener = screen.getByRole('button', { name: 'Start Your GCC Journey' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Contact Us' });
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('returns focus to the opening button after a message is sent', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<PageWithContactButton />);
    const opener = screen.getByRole('button', { name: 'Start Your GCC Journey' });
    await user.click(opener);
    fill(complete);
    send();
    await elapse(SEND_DELAY_MS);
    await elapse(0); // Radix moves focus on close in a zero-delay timeout
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
