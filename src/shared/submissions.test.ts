import { describe, expect, it } from 'vitest';
import { driveFolderId } from './submissions';

describe('driveFolderId', () => {
  const id = '1AbC-dEf_GhIjKlMnOp';

  it.each([
    `https://drive.google.com/drive/folders/${id}`,
    `https://drive.google.com/drive/folders/${id}/`,
    `https://drive.google.com/drive/folders/${id}?usp=sharing`,
    `https://drive.google.com/drive/u/0/folders/${id}`,
    `https://drive.google.com/open?id=${id}`,
    `https://drive.google.com/open?id=${id}&usp=drive_fs`,
    `https://drive.google.com/open?authuser=0&id=${id}`,
    `  https://drive.google.com/drive/folders/${id}  `,
  ])('reads the folder id of %s', (link) => {
    expect(driveFolderId(link)).toBe(id);
  });

  it.each([
    `http://drive.google.com/drive/folders/${id}`,
    `https://drive.google.com.evil.test/drive/folders/${id}`,
    `https://docs.google.com/drive/folders/${id}`,
    `https://drive.google.com/file/d/${id}/view`,
    `https://drive.google.com/open?id=short`,
    `https://drive.google.com/open?ids=${id}`,
    `https://drive.google.com/drive/folders/${id}#fragment`,
    'not a link',
  ])('refuses %s', (link) => {
    expect(driveFolderId(link)).toBeNull();
  });
});
