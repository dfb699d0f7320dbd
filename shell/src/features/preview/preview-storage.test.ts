import { VERSION, preview } from './test-previews';
import { PREVIEW_STORAGE_KEY, endPreview, keepPreviews, takePreviewRequest } from './preview-storage';

const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('takePreviewRequest', () => {
  it('takes the link parameter out of the address bar, keeping the path, the other parameters and the hash', () => {
    window.history.replaceState({ idx: 0 }, '', `/about?utm=mail&preview=marketing%40${VERSION}#team`);

    expect(takePreviewRequest()).toBe(`marketing@${VERSION}`);
    expect(address()).toBe('/about?utm=mail#team');
    expect(window.history.state).toEqual({ idx: 0 });
  });

  it('reads what the tab kept when the address has no parameter, and nothing when neither names one', () => {
    expect(takePreviewRequest()).toBeNull();
    window.sessionStorage.setItem(PREVIEW_STORAGE_KEY, `marketing@${VERSION}`);
    window.history.replaceState(null, '', '/services');

    expect(takePreviewRequest()).toBe(`marketing@${VERSION}`);
    expect(address()).toBe('/services');
  });

  it('lets a new link replace what the tab kept', () => {
    window.sessionStorage.setItem(PREVIEW_STORAGE_KEY, `marketing@${VERSION}`);
    window.history.replaceState(null, '', `/?preview=knowledge-hub@${VERSION}-2`);

    expect(takePreviewRequest()).toBe(`knowledge-hub@${VERSION}-2`);
  });

  it('reads nothing, and throws nothing, where the browser refuses storage', () => {
    const win = {
      location: { href: 'http://localhost/' },
      get sessionStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Window;
    expect(takePreviewRequest(win)).toBeNull();
    expect(() => keepPreviews([preview('marketing', 'marketing')], win)).not.toThrow();
  });
});

describe('keepPreviews', () => {
  it('keeps the applied previews for the next loads of the tab, and forgets them when none is applied', () => {
    keepPreviews([preview('marketing', 'marketing'), preview('knowledge-hub', 'knowledgeHub', `${VERSION}-2`)]);
    expect(window.sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBe(`marketing@${VERSION},knowledge-hub@${VERSION}-2`);

    keepPreviews([]);
    expect(window.sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
  });
});

describe('endPreview', () => {
  it('forgets the preview and loads the page again, without the parameter', () => {
    keepPreviews([preview('marketing', 'marketing')]);
    window.history.replaceState(null, '', `/services?preview=marketing@${VERSION}#top`);
    const reload = jest.fn();

    endPreview(window, reload);

    expect(window.sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
    expect(address()).toBe('/services#top');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(takePreviewRequest()).toBeNull();
  });
});
