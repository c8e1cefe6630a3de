import { describe, expect, it } from 'vitest';
import { planThumbnail } from './plan.js';

describe('planThumbnail', () => {
  it('fits the first frame in the box, upright, without enlarging it, as a JPEG', () => {
    const args = planThumbnail({
      image: '/in/photo.jpg',
      output: '/out/thumb.jpg',
      maxSize: 640,
      orientation: 6,
    });
    expect(args.slice(args.indexOf('-noautorotate'))).toEqual([
      '-noautorotate',
      '-i',
      '/in/photo.jpg',
      '-frames:v',
      '1',
      '-vf',
      "transpose=1,scale=w='min(640,iw)':h='min(640,ih)':force_original_aspect_ratio=decrease," +
        "scale=w='max(2,trunc(iw/2)*2)':h='max(2,trunc(ih/2)*2)'",
      '-q:v',
      '4',
      '-pix_fmt',
      'yuvj420p',
      '-f',
      'image2',
      '-c:v',
      'mjpeg',
      '/out/thumb.jpg',
    ]);
    const upright = planThumbnail({ image: '/a.png', output: '/b.jpg', maxSize: 320 });
    expect(upright[upright.indexOf('-vf') + 1]).toMatch(/^scale=w='min\(320,iw\)'/);
  });

  it('refuses relative paths and a box too small to mean anything', () => {
    expect(() => planThumbnail({ image: 'a.png', output: '/b.jpg', maxSize: 640 })).toThrow();
    expect(() => planThumbnail({ image: '/a.png', output: '/b.jpg', maxSize: 8 })).toThrow();
    expect(() => planThumbnail({ image: '/a.png', output: '/b.jpg', maxSize: 64.5 })).toThrow();
  });
});
