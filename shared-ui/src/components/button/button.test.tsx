import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { BUTTON_SIZES, BUTTON_VARIANTS } from './button-style';

describe('Button', () => {
  it.each(BUTTON_VARIANTS)('renders the %s variant as a button', (variant) => {
    render(<Button variant={variant}>Send</Button>);

    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('data-variant', variant);
  });

  it.each(BUTTON_SIZES)('renders the %s size as a button', (size) => {
    render(<Button size={size}>Send</Button>);

    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('data-size', size);
  });

  it('gives each variant and each size its own style', () => {
    render(
      <>
        {BUTTON_VARIANTS.map((variant) => (
          <Button key={variant} variant={variant}>{`variant ${variant}`}</Button>
        ))}
        {BUTTON_SIZES.map((size) => (
          <Button key={size} size={size} variant="outline">{`size ${size}`}</Button>
        ))}
      </>,
    );
    const classOf = (name: string) => screen.getByRole('button', { name }).className;

    expect(new Set(BUTTON_VARIANTS.map((v) => classOf(`variant ${v}`))).size).toBe(BUTTON_VARIANTS.length);
    expect(new Set(BUTTON_SIZES.map((s) => classOf(`size ${s}`))).size).toBe(BUTTON_SIZES.length);
  });

  it('uses the default variant and size when none is given', () => {
    render(<Button>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });

    expect(button).toHaveAttribute('data-variant', 'default');
    expect(button).toHaveAttribute('data-size', 'default');
  });

  it('is type="button" by default, so it never submits a form by accident', async () => {
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Plain</Button>
      </form>,
    );

    expect(screen.getByRole('button', { name: 'Plain' })).toHaveAttribute('type', 'button');
    await userEvent.click(screen.getByRole('button', { name: 'Plain' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a form when given type="submit"', async () => {
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send Message</Button>
      </form>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('passes its props through to the button element', async () => {
    const onClick = jest.fn();
    render(
      <Button aria-label="Close menu" className="extra" id="menu-close" onClick={onClick}>
        ×
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Close menu' });

    expect(button).toHaveAttribute('id', 'menu-close');
    expect(button).toHaveClass('extra');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps its styling props off the DOM element', () => {
    render(
      <Button variant="ghost" size="sm">
        Quiet
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Quiet' });

    expect(button).not.toHaveAttribute('size');
    expect(button).not.toHaveAttribute('variant');
  });

  it('when disabled, is announced as disabled and ignores clicks', async () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Sending...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sending...' });

    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('while loading, reads its loading text beside a spinner, is announced busy and unavailable, and keeps focus', async () => {
    const onClick = jest.fn();
    const { rerender } = render(<Button onClick={onClick}>Send Message</Button>);
    screen.getByRole('button', { name: 'Send Message' }).focus();

    rerender(
      <Button onClick={onClick} loading loadingText="Sending...">
        Send Message
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sending...' });

    expect(button).toHaveFocus();
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('while loading, does not submit its form, not even by Enter in a field', async () => {
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <Button type="submit" loading>
          Send Message
        </Button>
      </form>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Asha{Enter}');

    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when no longer loading, reads its label again and takes clicks', async () => {
    const onClick = jest.fn();
    render(
      <Button onClick={onClick} loading={false} loadingText="Sending...">
        Send Message
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send Message' });

    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
