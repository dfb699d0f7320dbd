import { render } from '@testing-library/react';
import { sitePageAt } from 'shared-ui';
import { PageHead, keepOutOfSearchIndex } from './page-head';

const robots = () => document.head.querySelectorAll('meta[name="robots"]');

afterEach(() => {
  document.head.innerHTML = '';
});

describe('PageHead', () => {
  it('leaves an indexed page without robots tag', () => {
    render(<PageHead route={sitePageAt('/')!} />);
    expect(robots()).toHaveLength(0);
  });

  it('keeps every page out of search once the visit is kept out (a release preview), also after navigations', () => {
    keepOutOfSearchIndex();
    expect(robots()).toHaveLength(1);
    expect(robots()[0]).toHaveAttribute('content', 'noindex');

    const { rerender } = render(<PageHead route={sitePageAt('/')!} />);
    rerender(<PageHead route={sitePageAt('/services')!} />);

    expect(document.title).toContain('Services');
    expect(robots()).toHaveLength(1);
    expect(robots()[0]).toHaveAttribute('content', 'noindex');
  });
});
