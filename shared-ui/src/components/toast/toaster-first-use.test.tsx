import { act, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from './toaster';

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });

afterEach(() => jest.useRealTimers());

// This file's modules are its own: Radix's toast area has not loaded when the tests start.
describe('Toaster, with no toast yet', () => {
  it('keeps the empty area while the visitor does nothing', async () => {
    jest.useFakeTimers();
    render(<Toaster />);
    const emptyArea = region();

    await act(async () => {
      jest.advanceTimersByTime(2000);
    });

    expect(region()).toBe(emptyArea);
  });

  it("loads Radix's toast area at the visitor's first sign of use; F8 focuses the area before and after", async () => {
    render(<Toaster />);
    const emptyArea = region();

    act(() => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', code: 'F8', bubbles: true }));
    });
    expect(emptyArea).toContainElement(document.activeElement as HTMLElement);

    await waitFor(() => expect(emptyArea).not.toBeInTheDocument());
    expect(region()).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement?.tagName).toBe('OL');
  });
});
