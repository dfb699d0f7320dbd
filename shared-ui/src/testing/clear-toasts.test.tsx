import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { toast } from '../components/toast/toast-store';
import { loadToastArea, Toaster } from '../components/toast/toaster';
import { clearToasts } from './clear-toasts';

// Radix's toast area, loaded before the first render: it shows the toasts at once.
beforeAll(() => loadToastArea());

describe('clearToasts', () => {
  it('closes the toast a test left open', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Message Sent! 🚀' });
    });
    expect(screen.getByText('Message Sent! 🚀')).toBeInTheDocument();

    clearToasts();

    expect(screen.queryByText('Message Sent! 🚀')).not.toBeInTheDocument();
  });
});
