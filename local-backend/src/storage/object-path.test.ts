import { uploadPath } from './object-path';
import { StorageError } from './storage-error';

const refusal = (raw: string): unknown => {
  try {
    return uploadPath(raw);
  } catch (error) {
    return error;
  }
};

describe('uploadPath', () => {
  it('takes a segment of 255 bytes, the longest file name the data folder can hold', () => {
    expect(uploadPath(`resources/${'x'.repeat(251)}.pdf`).segments).toHaveLength(1);
  });

  it.each([
    ['256 ASCII characters', 'x'.repeat(252)],
    ['64 characters but 256 bytes of UTF-8', encodeURIComponent('😀'.repeat(63))],
  ])('refuses a segment of %s with 400 InvalidKey, as Storage refuses invalid keys', (_label, segment) => {
    const error = refusal(`resources/folder/${segment}.pdf`);
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ status: 400, error: 'InvalidKey' });
  });
});
