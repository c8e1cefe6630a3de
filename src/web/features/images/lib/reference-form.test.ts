import { IMAGE_MESSAGES } from '@shared/images';
import { describe, expect, it } from 'vitest';
import { checkReference } from './reference-form';

const png = (name = 'face.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('the My Characters form', () => {
  it('needs a name first, trimmed, at most 100 characters', () => {
    expect(checkReference('   ', [])).toEqual({
      ok: false,
      message: IMAGE_MESSAGES.referenceNameRequired,
    });
    expect(checkReference('a'.repeat(101), [png()])).toEqual({
      ok: false,
      message: IMAGE_MESSAGES.referenceNameTooLong,
    });
  });

  it('then at least one photo, and at most 100', () => {
    expect(checkReference('Maya', [])).toEqual({
      ok: false,
      message: IMAGE_MESSAGES.referenceNoImages,
    });
    const many = Array.from({ length: 101 }, (_, index) => png(`${index}.png`));
    expect(checkReference('Maya', many)).toEqual({
      ok: false,
      message: IMAGE_MESSAGES.referenceImageCount,
    });
    expect(checkReference('Maya', many.slice(0, 100)).ok).toBe(true);
  });

  it('accepts only image files', () => {
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(checkReference('Maya', [png(), notes])).toEqual({
      ok: false,
      message: IMAGE_MESSAGES.referenceOnlyImages,
    });
  });

  it('passes the trimmed name and the photos on', () => {
    const photos = [png('a.png'), png('b.png')];
    expect(checkReference('  Maya  ', photos)).toEqual({ ok: true, name: 'Maya', images: photos });
  });
});
