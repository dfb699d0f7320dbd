import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VERSION, preview } from './test-previews';
import { PreviewBadge } from './preview-badge';
import { PREVIEW_STORAGE_KEY, endPreview, keepPreviews } from './preview-storage';

const MARKETING = preview('marketing', 'marketing');

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('PreviewBadge', () => {
  it('names the previewed bundle and version in a labelled region, as a status', () => {
    render(<PreviewBadge previews={[MARKETING]} onEnd={jest.fn()} />);

    const badge = screen.getByRole('complementary', { name: 'Release preview' });
    expect(within(badge).getByRole('status')).toHaveTextContent(`Preview: marketing ${VERSION}`);
    expect(within(badge).getByRole('button', { name: 'End preview' })).toBeInTheDocument();
  });

  it('names every bundle of a preview of several', () => {
    render(<PreviewBadge previews={[MARKETING, preview('knowledge-hub', 'knowledgeHub', `${VERSION}-2`)]} />);

    expect(screen.getByRole('status')).toHaveTextContent(`Preview: marketing ${VERSION}, knowledge-hub ${VERSION}-2`);
  });

  it('shows nothing when no preview is applied', () => {
    const { container } = render(<PreviewBadge previews={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is reached with the keyboard, and its button ends the preview: storage cleared, page loaded again', async () => {
    const user = userEvent.setup();
    keepPreviews([MARKETING]);
    const reload = jest.fn();
    render(
      <>
        <a href="/">Home</a>
        <PreviewBadge previews={[MARKETING]} onEnd={() => endPreview(window, reload)} />
      </>,
    );

    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'End preview' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
  });
});
