import type { Photo } from '@shared/photos';
import { describe, expect, it } from 'vitest';
import { addPhotosLabel, pickedPhotos, toggleSelected } from './photo-picker';

const photo = (id: string): Photo => ({
  id,
  name: `${id}.jpg`,
  size: 1000,
  contentType: 'image/jpeg',
  createdAt: '2026-11-01T10:00:00.000Z',
  url: `/full/${id}`,
  thumbnailUrl: `/thumb/${id}`,
  downloadUrl: `/download/${id}`,
});

describe('toggleSelected', () => {
  it('adds at the end and removes wherever it is', () => {
    expect(toggleSelected([], 'a')).toEqual(['a']);
    expect(toggleSelected(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(toggleSelected(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});

describe('pickedPhotos', () => {
  it('answers the picked photos in the order picked, with their thumbnails as previews', () => {
    const photos = [photo('a'), photo('b'), photo('c')];
    expect(pickedPhotos(photos, ['c', 'a'])).toEqual([
      { photoId: 'c', name: 'c.jpg', previewUrl: '/thumb/c' },
      { photoId: 'a', name: 'a.jpg', previewUrl: '/thumb/a' },
    ]);
  });

  it('drops a picked photo that is no longer in the library', () => {
    expect(pickedPhotos([photo('a')], ['gone', 'a']).map((p) => p.photoId)).toEqual(['a']);
  });
});

describe('addPhotosLabel', () => {
  it('counts what will be added', () => {
    expect(addPhotosLabel(0)).toBe('Add photos');
    expect(addPhotosLabel(1)).toBe('Add 1 photo');
    expect(addPhotosLabel(4)).toBe('Add 4 photos');
  });
});
