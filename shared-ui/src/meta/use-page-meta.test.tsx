import { render } from '@testing-library/react';
import { usePageMeta, type PageMeta } from './use-page-meta';

function Page(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}

function descriptionTags() {
  return document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]');
}

afterEach(() => {
  document.title = '';
  descriptionTags().forEach((tag) => tag.remove());
});

describe('usePageMeta', () => {
  it('sets the document title and creates the meta description when there is none', () => {
    render(<Page title="Knowledge Hub" description="Whitepapers, webinars, reports and podcasts." />);

    expect(document.title).toBe('Knowledge Hub');
    expect(descriptionTags()).toHaveLength(1);
    expect(descriptionTags()[0]).toHaveAttribute('content', 'Whitepapers, webinars, reports and podcasts.');
  });

  it('updates the existing meta description instead of adding a second one', () => {
    const existing = document.createElement('meta');
    existing.name = 'description';
    existing.content = 'Default description from the HTML page';
    document.head.appendChild(existing);

    render(<Page title="Services" description="Six services for your GCC." />);

    expect(descriptionTags()).toHaveLength(1);
    expect(descriptionTags()[0]).toBe(existing);
    expect(existing.content).toBe('Six services for your GCC.');
  });

  it('follows new values on re-render', () => {
    const { rerender } = render(<Page title="Home" description="Home description" />);

    rerender(<Page title="About" description="About description" />);

    expect(document.title).toBe('About');
    expect(descriptionTags()).toHaveLength(1);
    expect(descriptionTags()[0]).toHaveAttribute('content', 'About description');
  });
});
