import { render, screen } from '@testing-library/react';
import { ResourceGridSkeleton } from './resource-grid-skeleton';

describe('ResourceGridSkeleton', () => {
  it('announces the loading and hides the placeholder cards from assistive technology', () => {
    const { container } = render(<ResourceGridSkeleton />);

    expect(screen.getByRole('status', { name: 'Loading resources' })).toBeInTheDocument();
    expect(container.querySelector('ul')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('ul > li')).toHaveLength(6);
  });

  it('sizes the placeholder bars with CSS only: no width, height or size attribute reaches the markup', () => {
    const { container } = render(<ResourceGridSkeleton />);

    const bars = container.querySelectorAll('li span');
    expect(bars.length).toBeGreaterThan(6);
    expect(container.querySelectorAll('span[width], span[height], span[size]')).toHaveLength(0);
  });
});
