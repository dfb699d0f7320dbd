import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadToastArea, Toaster } from './toaster';
import { dismissToast, getToasts, toast } from './toast-store';

function region() {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

function show(input: Parameters<typeof toast>[0]) {
  let handle!: ReturnType<typeof toast>;
  act(() => {
    handle = toast(input);
  });
  return handle;
}

const original = {
  PointerEvent: window.PointerEvent,
  setPointerCapture: Element.prototype.setPointerCapture,
  hasPointerCapture: Element.prototype.hasPointerCapture,
  releasePointerCapture: Element.prototype.releasePointerCapture,
};

// Radix's toast area, loaded before the first render: it shows the toasts at once
// (toaster-loading.test.tsx covers the area before it has loaded).
beforeAll(() => loadToastArea());

beforeAll(() => {
  // jsdom has no pointer events or pointer capture; these stand-ins carry coordinates like a browser.
  class FakePointerEvent extends MouseEvent {
    pointerId: number;
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = FakePointerEvent as unknown as typeof PointerEvent;
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => undefined;
});

afterAll(() => {
  window.PointerEvent = original.PointerEvent;
  Element.prototype.setPointerCapture = original.setPointerCapture;
  Element.prototype.hasPointerCapture = original.hasPointerCapture;
  Element.prototype.releasePointerCapture = original.releasePointerCapture;
});

afterEach(() => {
  act(() => dismissToast());
});

describe('Toaster', () => {
  it('renders a toast title and description inside the region labelled "Notifications (F8)"', () => {
    render(<Toaster />);
    show({ title: 'Message Sent! 🚀', description: "We'll get back to you shortly!" });

    const item = within(region()).getByRole('listitem');
    expect(item).toHaveTextContent('Message Sent! 🚀');
    expect(within(item).getByText("We'll get back to you shortly!")).toBeInTheDocument();
  });

  it('marks a destructive toast with data-variant="destructive" and a default one with "default"', () => {
    render(<Toaster />);
    show({ title: 'Error', variant: 'destructive' });
    expect(within(region()).getByRole('listitem')).toHaveAttribute('data-variant', 'destructive');

    show({ title: 'Fine' });
    expect(within(region()).getByRole('listitem')).toHaveAttribute('data-variant', 'default');
  });

  it('shows only the newest of two toasts', () => {
    render(<Toaster />);
    show({ title: 'First' });
    show({ title: 'Second' });

    expect(within(region()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('dismisses the toast with its close button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    const handle = show({ title: 'Closable' });

    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));

    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
    expect(getToasts().find((t) => t.id === handle.id)?.open).toBe(false);
  });

  it('focuses the toast area when F8 is pressed', () => {
    render(<Toaster />);
    show({ title: 'Focus me' });
    expect(region()).not.toContainElement(document.activeElement as HTMLElement);

    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });

    expect(region()).toContainElement(document.activeElement as HTMLElement);
  });

  describe('swipe to dismiss', () => {
    function swipeRight(element: HTMLElement, distance: number) {
      fireEvent.pointerDown(element, { button: 0, clientX: 100, clientY: 100, pointerId: 1 });
      fireEvent.pointerMove(element, { clientX: 105, clientY: 100, pointerId: 1 });
      fireEvent.pointerMove(element, { clientX: 100 + distance, clientY: 100, pointerId: 1 });
      fireEvent.pointerUp(element, { clientX: 100 + distance, clientY: 100, pointerId: 1 });
    }

    it('keeps the toast open after a swipe right of exactly 50px', () => {
      render(<Toaster />);
      show({ title: 'Short swipe' });

      swipeRight(within(region()).getByRole('listitem'), 50);

      expect(screen.getByText('Short swipe')).toBeInTheDocument();
    });

    it('dismisses the toast after a swipe right beyond 50px', () => {
      render(<Toaster />);
      const handle = show({ title: 'Long swipe' });

      swipeRight(within(region()).getByRole('listitem'), 51);

      expect(screen.queryByText('Long swipe')).not.toBeInTheDocument();
      expect(getToasts().find((t) => t.id === handle.id)?.open).toBe(false);
    });
  });
});
