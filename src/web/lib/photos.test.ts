import { describe, expect, it } from 'vitest';
import { formatFileSize } from './photos';

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [48 * 1024 + 300, '48 KB'],
    [3.44 * 1024 * 1024, '3.4 MB'],
    [20 * 1024 * 1024, '20 MB'],
    [1.25 * 1024 ** 3, '1.3 GB'],
    [5000 * 1024 ** 3, '5000 GB'],
  ])('shows %i bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('never shows a negative or broken size', () => {
    expect(formatFileSize(-5)).toBe('0 bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 bytes');
  });
});
