import { act, render, screen, within } from '@testing-library/react';
import { dismissToast, toast } from './toast-store';
import { Toaster } from './toaster';

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });

afterEach(() => {
  act(() => dismissToast());
});

// This file's modules are its own: Radix's toast area has not loaded when the test starts.
describe('Toaster, at the first toast', () => {
  it("loads Radix's toast area and shows the toast in it", async () => {
    render(<Toaster />);
    const emptyArea = region();
    expect(within(emptyArea).queryByRole('listitem')).toBeNull();

    act(() => {
      toast({ title: 'Message Sent! 🚀', description: "We'll get back to you shortly!" });
    });

    expect(await screen.findByText('Message Sent! 🚀')).toBeInTheDocument();
    expect(emptyArea).not.toBeInTheDocument();
    expect(within(region()).getByRole('listitem')).toHaveTextContent("We'll get back to you shortly!");
  });
});
