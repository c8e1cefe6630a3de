import { PHOTO_MESSAGES } from '@shared/photos';
import { describe, expect, it } from 'vitest';
import { inBatches, sortPhotoFiles, uploadInBatches } from './photo-files';

const file = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type });
const LIMITS = { maxFileBytes: 1024, maxPhotos: 5 };

describe('sortPhotoFiles', () => {
  it('accepts JPEG, PNG, WebP and GIF images within the limit, naming each refusal', () => {
    const files = [
      file('a.jpg', 'image/jpeg'),
      file('b.PNG', 'IMAGE/PNG'),
      file('c.webp', 'image/webp'),
      file('d.gif', 'image/gif'),
      file('e.heic', 'image/heic'),
      file('notes.txt', 'text/plain'),
      file('nameless', ''),
      file('big.jpg', 'image/jpeg', 2048),
      file('empty.png', 'image/png', 0),
    ];
    const { accepted, refused } = sortPhotoFiles(files, { ...LIMITS, maxPhotos: 100 }, 0);
    expect(accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.PNG', 'c.webp', 'd.gif']);
    expect(refused).toEqual([
      { name: 'e.heic', reason: PHOTO_MESSAGES.notAnImage('e.heic') },
      { name: 'notes.txt', reason: PHOTO_MESSAGES.notAnImage('notes.txt') },
      { name: 'nameless', reason: PHOTO_MESSAGES.notAnImage('nameless') },
      { name: 'big.jpg', reason: 'big.jpg is larger than 1 KB' },
      { name: 'empty.png', reason: PHOTO_MESSAGES.emptyFile('empty.png') },
    ]);
  });

  it('accepts only as many as the library has room for', () => {
    const files = ['1', '2', '3'].map((n) => file(`${n}.png`, 'image/png'));
    const { accepted, refused } = sortPhotoFiles(files, LIMITS, 3);
    expect(accepted.map((f) => f.name)).toEqual(['1.png', '2.png']);
    expect(refused).toEqual([{ name: '3.png', reason: PHOTO_MESSAGES.libraryFull(5) }]);
    expect(sortPhotoFiles(files, LIMITS, 9).accepted).toEqual([]);
  });
});

describe('inBatches', () => {
  it('splits in order into groups of the size', () => {
    expect(inBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(inBatches([], 10)).toEqual([]);
    expect(inBatches([1, 2], 0)).toEqual([[1], [2]]);
  });
});

describe('uploadInBatches', () => {
  const files = ['a', 'b', 'c', 'd', 'e'].map((n) => file(`${n}.png`, 'image/png'));

  it('sends one group at a time and answers everything added', async () => {
    const sent: string[][] = [];
    const outcome = await uploadInBatches(files, 2, async (batch) => {
      sent.push(batch.map((f) => f.name));
      return batch.map((f) => f.name.toUpperCase());
    });
    expect(sent).toEqual([['a.png', 'b.png'], ['c.png', 'd.png'], ['e.png']]);
    expect(outcome).toEqual({
      added: ['A.PNG', 'B.PNG', 'C.PNG', 'D.PNG', 'E.PNG'],
      failure: null,
      notSent: [],
    });
  });

  it('stops at the first refused group, keeping what was added before it', async () => {
    const refusal = new Error('Your library is full');
    let calls = 0;
    const outcome = await uploadInBatches(files, 2, async (batch) => {
      calls += 1;
      if (calls === 2) throw refusal;
      return batch.map((f) => f.name);
    });
    expect(calls).toBe(2);
    expect(outcome.added).toEqual(['a.png', 'b.png']);
    expect(outcome.failure).toBe(refusal);
    expect(outcome.notSent.map((f) => f.name)).toEqual(['c.png', 'd.png', 'e.png']);
  });
});
