import { describe, expect, it } from 'vitest';
import { assertValidKey, contentTypeForKey, isValidKey, newObjectKey } from './keys.js';
import { BUCKETS, type Bucket } from './port.js';

const KEY_SHAPE =
  /^character-images\/user_1\/2025\/03\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.png$/;

describe('newObjectKey', () => {
  it('builds <bucket>/<owner>/<yyyy>/<mm>/<uuid>.<ext> in UTC', () => {
    // 23:30 on 31 March UTC is already April in UTC+2: the folder must still say 03.
    const key = newObjectKey('character-images', 'user_1', 'png', new Date('2025-03-31T23:30:00Z'));
    expect(key).toMatch(KEY_SHAPE);
    expect(isValidKey(key)).toBe(true);
  });

  it('makes a different key every time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newObjectKey('veo-outputs', 'u', 'mp4')));
    expect(keys.size).toBe(50);
  });

  it('normalises a leading dot and upper case in the extension', () => {
    expect(newObjectKey('voice-samples', 'u', '.WAV')).toMatch(/\.wav$/);
  });

  it('works for every bucket', () => {
    for (const bucket of BUCKETS) expect(isValidKey(newObjectKey(bucket, 'u', 'json'))).toBe(true);
  });

  it.each([
    ['../etc', 'path traversal'],
    ['a/b', 'slash'],
    ['', 'empty'],
    ['x'.repeat(65), 'too long'],
    ['me.png', 'dot'],
    ['héllo', 'non-ascii'],
  ])('rejects owner id %j (%s)', (ownerId) => {
    expect(() => newObjectKey('hedra-inputs', ownerId, 'png')).toThrow(/owner id/);
  });

  it.each(['exe', 'html', 'svg', 'png/../../x', '', 'php', 'mp4 ', 'js'])(
    'rejects extension %j',
    (extension) => {
      expect(() => newObjectKey('hedra-inputs', 'u', extension)).toThrow(/extension/);
    },
  );

  it('rejects a bucket outside the list even when the type is bypassed', () => {
    expect(() => newObjectKey('../secrets' as Bucket, 'u', 'png')).toThrow(/bucket/);
  });

  it('never takes a user filename: the only free-form inputs are validated', () => {
    // A typical hostile upload name cannot be passed as owner or extension.
    const filename = '../../../etc/passwd.png';
    expect(() => newObjectKey('pending-uploads', filename, 'png')).toThrow();
    expect(() => newObjectKey('pending-uploads', 'u', filename)).toThrow();
    expect(newObjectKey('pending-uploads', 'u', 'png')).not.toContain('passwd');
  });
});

describe('assertValidKey', () => {
  it.each([
    ['character-images/u/2025/01/a.png'],
    ['pending-uploads/u/x.json'],
    ['veo-outputs/u/2025/01/file.name.with.dots.mp4'],
  ])('accepts %s', (key) => {
    expect(() => assertValidKey(key)).not.toThrow();
  });

  it.each([
    ['', 'empty'],
    ['../etc/passwd', 'parent segment'],
    ['character-images/../../etc/passwd', 'parent inside'],
    ['character-images/u/..', 'trailing parent'],
    ['character-images/./u/a.png', 'dot segment'],
    ['/character-images/u/a.png', 'absolute'],
    ['/etc/passwd', 'absolute system path'],
    ['character-images\\..\\..\\x', 'backslashes'],
    ['character-images//a.png', 'empty segment'],
    ['character-images/u/', 'trailing slash'],
    ['character-images', 'bucket only'],
    ['unknown-bucket/u/a.png', 'unknown bucket'],
    ['character-images/u/.a.png.meta.json', 'hidden file'],
    ['character-images/u/a b.png', 'space'],
    ['character-images/u/a%2F..png', 'percent'],
    ['character-images/u/a\u0000.png', 'NUL'],
    [`character-images/${'a'.repeat(600)}.png`, 'too long'],
  ])('rejects %j (%s)', (key) => {
    expect(() => assertValidKey(key)).toThrow(/Invalid storage key/);
    expect(isValidKey(key)).toBe(false);
  });
});

describe('contentTypeForKey', () => {
  it('maps allowed extensions and falls back to octet-stream', () => {
    expect(contentTypeForKey('veo-outputs/u/a.mp4')).toBe('video/mp4');
    expect(contentTypeForKey('veo-outputs/u/a.JPG')).toBe('image/jpeg');
    expect(contentTypeForKey('veo-outputs/u/noext')).toBe('application/octet-stream');
  });
});
