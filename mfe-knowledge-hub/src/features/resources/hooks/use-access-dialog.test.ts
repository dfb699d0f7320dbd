import { loadAccessDialog } from './use-access-dialog';

let downloads = 0;
jest.mock('../components/access-resource-dialog', () => {
  downloads += 1;
  if (downloads === 1) throw new Error('ChunkLoadError: the connection dropped');
  return { AccessResourceDialog: function AccessResourceDialog() {} };
});

describe('loadAccessDialog', () => {
  it('tries the download again after a failure, then keeps the dialog it got', async () => {
    await expect(loadAccessDialog()).rejects.toThrow('connection dropped');
    const dialog = await loadAccessDialog();
    expect(dialog.name).toBe('AccessResourceDialog');
    expect(await loadAccessDialog()).toBe(dialog);
    expect(downloads).toBe(2);
  });
});
