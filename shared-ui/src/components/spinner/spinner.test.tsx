import { render, screen } from '@testing-library/react';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('announces itself as a status named "Loading" by default', () => {
    render(<Spinner />);

    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('uses the label it is given as its accessible name', () => {
    render(<Spinner label="Loading resources" />);

    expect(screen.getByRole('status', { name: 'Loading resources' })).toBeInTheDocument();
  });

  it('is hidden from assistive technology when the label is empty', () => {
    const { container } = render(<Spinner label="" />);

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws a ring as wide and as tall as its size', () => {
    render(<Spinner size={28} label="Loading page" />);

    expect(screen.getByRole('status', { name: 'Loading page' })).toHaveStyle({ width: '28px', height: '28px' });
  });

  it('keeps its size out of the markup: a span has no size attribute in HTML', () => {
    render(<Spinner size={28} label="Loading page" />);

    expect(screen.getByRole('status', { name: 'Loading page' })).not.toHaveAttribute('size');
  });

  it('is 16px by default', () => {
    render(<Spinner />);

    expect(screen.getByRole('status', { name: 'Loading' })).toHaveStyle({ width: '16px', height: '16px' });
  });
});
