import { describe, expect, it } from 'vitest';
import { isFileOfKind, keepFilesOfKind } from './picked-files';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const png = (name: string) => new File([new Uint8Array(PNG_HEAD)], name, { type: 'image/png' });
const wav = (name: string) =>
  new File([new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt ')], name, { type: 'audio/wav' });

describe('keepFilesOfKind', () => {
  it('refuses a text file, even one named and typed as an image, before it counts', async () => {
    const text = new File(['just some notes'], 'notes.txt', { type: 'text/plain' });
    const disguised = new File(['<html>not a picture'], 'photo.jpg', { type: 'image/jpeg' });
    const sorted = await keepFilesOfKind([png('a.png'), text, disguised, png('b.png')], 'image');
    expect(sorted.kept.map((file) => file.name)).toEqual(['a.png', 'b.png']);
    expect(sorted.refused).toEqual([
      '"notes.txt" is not an image (JPEG, PNG, WebP or GIF)',
      '"photo.jpg" is not an image (JPEG, PNG, WebP or GIF)',
    ]);
  });

  it('tells audio from images by content', async () => {
    expect(await isFileOfKind(wav('voice.wav'), 'audio')).toBe(true);
    expect(await isFileOfKind(wav('voice.wav'), 'image')).toBe(false);
    expect(await isFileOfKind(png('face.png'), 'audio')).toBe(false);
    const empty = new File([], 'empty.mp3', { type: 'audio/mpeg' });
    expect(await isFileOfKind(empty, 'audio')).toBe(false);
  });
});
