import { REVOKE_AFTER_MS, saveFile } from './save-file';

describe('saveFile', () => {
  const createObjectURL = jest.fn(() => 'blob:http://localhost/file-1');
  const revokeObjectURL = jest.fn();

  beforeEach(() => {
    jest.useFakeTimers();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
  });

  it('clicks a temporary download link to an object URL of the blob, then frees the URL', () => {
    const blob = new Blob(['\uFEFFname\n'], { type: 'text/csv' });
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });

    saveFile(blob, 'leads-2026-11-23.csv');

    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([
      { href: 'blob:http://localhost/file-1', download: 'leads-2026-11-23.csv', attached: true },
    ]);
    expect(document.querySelector('a')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(REVOKE_AFTER_MS);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/file-1');
  });
});
