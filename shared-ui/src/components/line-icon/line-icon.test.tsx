import { render } from '@testing-library/react';
import { LineIcon } from './line-icon';

describe('LineIcon', () => {
  it('draws its strokes on a 24 x 24 grid in the text colour, hidden from assistive technology', () => {
    const { container } = render(
      <LineIcon size={32} className="mark" data-icon="check">
        <path d="M5 12l5 5 9-10" />
      </LineIcon>,
    );
    const svg = container.querySelector('svg')!;

    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('width', '32');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveClass('mark');
    expect(svg).toHaveAttribute('data-icon', 'check');
    expect(svg.querySelector('path')).toHaveAttribute('d', 'M5 12l5 5 9-10');
  });

  it('is 24 px unless told otherwise', () => {
    const { container } = render(
      <LineIcon>
        <circle cx="12" cy="12" r="4" />
      </LineIcon>,
    );
    expect(container.querySelector('svg')).toHaveAttribute('height', '24');
  });
});
