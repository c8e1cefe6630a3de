import { describe, expect, it } from 'vitest';
import { ALLOWED_EXTENSIONS } from '../storage/keys.js';
import {
  detectFormat,
  formatByteLimit,
  formatsOf,
  tooLargeMessage,
  wrongFormatMessage,
} from './formats.js';

const bytes = (...values: number[]) => Buffer.from(values);
const text = (value: string, padTo = 16) => Buffer.from(value.padEnd(padTo, '\0'), 'latin1');
const riff = (type: string) =>
  Buffer.concat([Buffer.from('RIFF'), bytes(0x24, 0, 0, 0), Buffer.from(`${type}fmt `)]);

describe('detectFormat', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46)],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d)],
    ['WebP', riff('WEBP')],
    ['GIF', text('GIF89a')],
    ['GIF', text('GIF87a')],
  ])('knows a %s image by its first bytes', (label, head) => {
    expect(detectFormat('image', head)?.label).toBe(label);
  });

  it.each([
    ['MP3', text('ID3\u0004')],
    ['MP3', bytes(0xff, 0xfb, 0x90, 0x64)], // MPEG-1 layer III frame, 128 kbit/s, 44.1 kHz
    ['WAV', riff('WAVE')],
    ['M4A', Buffer.concat([bytes(0, 0, 0, 0x20), Buffer.from('ftypM4A isom')])],
    ['WebM', bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81)],
  ])('knows %s audio by its first bytes', (label, head) => {
    expect(detectFormat('audio', head)?.label).toBe(label);
  });

  it('refuses what only looks alike, whatever the name would say', () => {
    expect(detectFormat('image', text('hello, I am a text file'))).toBeNull();
    expect(detectFormat('image', riff('WAVE'))).toBeNull(); // RIFF, but audio
    expect(detectFormat('audio', riff('WEBP'))).toBeNull(); // RIFF, but an image
    expect(detectFormat('audio', bytes(0xff, 0xf1, 0x50, 0x80))).toBeNull(); // AAC ADTS
    expect(detectFormat('audio', bytes(0xff, 0xfb, 0xf0, 0x64))).toBeNull(); // bad bitrate
    expect(detectFormat('image', bytes(0xff, 0xd8))).toBeNull(); // too short to tell
    expect(detectFormat('audio', Buffer.alloc(0))).toBeNull();
  });

  it('only accepts formats storage keeps under their own extension', () => {
    const allowed = ALLOWED_EXTENSIONS as readonly string[];
    for (const format of [...formatsOf('image'), ...formatsOf('audio')]) {
      expect(allowed).toContain(format.extension);
    }
    const ogg = detectFormat('audio', text('OggS\0\u0002'));
    expect(ogg === null || ogg.extension === 'ogg').toBe(true);
    expect(ogg !== null).toBe(allowed.includes('ogg'));
  });
});

describe('messages', () => {
  it('name the accepted formats', () => {
    expect(wrongFormatMessage('image')).toBe('The image must be a JPEG, PNG, WebP or GIF file');
    expect(wrongFormatMessage('audio')).toMatch(
      /^The audio must be an MP3, WAV, M4A(, OGG)? or WebM file$/,
    );
  });

  it('state the size limit the way people read it', () => {
    expect(tooLargeMessage('image', 20 * 1024 * 1024)).toBe('The image is larger than 20 MB');
    expect(tooLargeMessage('audio', 50 * 1024 * 1024)).toBe('The audio is larger than 50 MB');
    expect(formatByteLimit(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatByteLimit(4096)).toBe('4 KB');
  });
});
