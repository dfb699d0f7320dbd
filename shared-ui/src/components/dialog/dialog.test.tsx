import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

function AccessDialog({ maxWidth }: { maxWidth?: number }) {
  return (
    <Dialog>
      <DialogTrigger>Access Now</DialogTrigger>
      <DialogContent maxWidth={maxWidth}>
        <DialogHeader>
          <DialogTitle>Access Resource</DialogTitle>
          <DialogDescription>Please provide your details below.</DialogDescription>
        </DialogHeader>
        <label>
          Name
          <input name="name" />
        </label>
        <DialogFooter>
          <button type="submit">Submit &amp; Access</button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Every CSS rule Emotion has injected, as text (it may write text nodes or use insertRule). */
function injectedCss(): string {
  return [...document.head.querySelectorAll('style')]
    .flatMap((tag) => [tag.textContent ?? '', ...[...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText)])
    .join('\n');
}

/** The max-width that applies to `element` inside the small-screen (min-width: 640px) media query. */
function smallScreenMaxWidth(element: HTMLElement): string | undefined {
  const css = injectedCss().replace(/\s+/g, ' ');
  for (const className of element.classList) {
    const escaped = className.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const match = new RegExp(`@media \\(min-width: ?640px\\) ?\\{ ?\\.${escaped} ?\\{[^}]*max-width: ?([^;}]+)`).exec(
      css,
    );
    if (match) return match[1]?.trim();
  }
  return undefined;
}

describe('Dialog', () => {
  it('is closed until its trigger is used', () => {
    render(<AccessDialog />);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens with its title as accessible name and its description', async () => {
    render(<AccessDialog />);

    await userEvent.click(screen.getByRole('button', { name: 'Access Now' }));

    const dialog = screen.getByRole('dialog', { name: 'Access Resource' });
    expect(dialog).toHaveAccessibleDescription('Please provide your details below.');
    expect(screen.getByRole('heading', { name: 'Access Resource' })).toBeInTheDocument();
  });

  it('closes with its close button labelled "Close"', async () => {
    render(<AccessDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Access Now' }));

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    render(<AccessDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Access Now' }));

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves focus inside when it opens and back to the trigger when it closes', async () => {
    render(<AccessDialog />);
    const trigger = screen.getByRole('button', { name: 'Access Now' });

    await userEvent.click(trigger);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
  });

  it('returns focus to the button that opened it when that button is not a DialogTrigger', async () => {
    function OpenedFromAnywhere() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Partner With Us
          </button>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent>
              <DialogTitle>Contact Us</DialogTitle>
              <input aria-label="Full Name" />
            </DialogContent>
          </Dialog>
        </>
      );
    }
    render(<OpenedFromAnywhere />);
    const opener = screen.getByRole('button', { name: 'Partner With Us' });

    await userEvent.click(opener);
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps keyboard focus inside while open', async () => {
    render(<AccessDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Access Now' }));
    const dialog = screen.getByRole('dialog');

    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('is at most 425px wide from small screens (640px) up', async () => {
    render(<AccessDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Access Now' }));

    expect(smallScreenMaxWidth(screen.getByRole('dialog'))).toBe('425px');
  });

  it('takes a different maximum width through maxWidth', async () => {
    render(<AccessDialog maxWidth={560} />);
    await userEvent.click(screen.getByRole('button', { name: 'Access Now' }));
    const dialog = screen.getByRole('dialog');

    expect(smallScreenMaxWidth(dialog)).toBe('560px');
    expect(dialog).not.toHaveAttribute('maxWidth');
    expect(dialog).not.toHaveAttribute('maxwidth');
  });
});
