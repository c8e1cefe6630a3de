import { describe, expect, it } from 'vitest';
import {
  arrowKeyStep,
  isYoutubeId,
  slideLabel,
  slidePlayer,
  slidesPerView,
  wrapIndex,
} from './carousel';

describe('slidesPerView', () => {
  it('shows 1 slide on small screens, 2 from 768 px and 3 from 1024 px', () => {
    expect([360, 390, 767].map(slidesPerView)).toEqual([1, 1, 1]);
    expect([768, 800, 1023].map(slidesPerView)).toEqual([2, 2, 2]);
    expect([1024, 1280, 1920].map(slidesPerView)).toEqual([3, 3, 3]);
  });
});

describe('wrapIndex', () => {
  it('wraps past either end (looping)', () => {
    expect(wrapIndex(0, -1, 7)).toBe(6);
    expect(wrapIndex(6, 1, 7)).toBe(0);
    expect(wrapIndex(3, 1, 7)).toBe(4);
    expect(wrapIndex(2, -9, 7)).toBe(0);
    expect(wrapIndex(10, 0, 8)).toBe(2);
  });

  it('answers 0 for an empty list', () => {
    expect(wrapIndex(3, 1, 0)).toBe(0);
  });
});

describe('arrowKeyStep', () => {
  it('moves on the left and right arrows only', () => {
    expect(arrowKeyStep('ArrowLeft')).toBe(-1);
    expect(arrowKeyStep('ArrowRight')).toBe(1);
    expect(arrowKeyStep('ArrowUp')).toBeNull();
    expect(arrowKeyStep('Enter')).toBeNull();
  });
});

describe('slideLabel', () => {
  it('counts from 1', () => {
    expect(slideLabel(0, 7)).toBe('1 of 7');
    expect(slideLabel(6, 7)).toBe('7 of 7');
  });
});

describe('slidePlayer', () => {
  const samples = [
    { src: '/media/samples/sample-1.mp4', poster: '/media/samples/sample-1.jpg' },
    { src: '/media/samples/sample-2.mp4', poster: '/media/samples/sample-2.jpg' },
  ];

  it('plays a local sample when no id is configured, cycling through the samples', () => {
    expect(slidePlayer(0, [], samples)).toEqual({ kind: 'local', ...samples[0] });
    expect(slidePlayer(3, [], samples)).toEqual({ kind: 'local', ...samples[1] });
  });

  it('embeds the configured YouTube video (no-cookie domain, autoplay) with its thumbnail', () => {
    expect(slidePlayer(1, ['', ' dQw4w9WgXcQ '], samples)).toEqual({
      kind: 'youtube',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&playsinline=1',
      poster: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    });
  });

  it('ignores a malformed id rather than putting it into a URL', () => {
    expect(isYoutubeId('abc')).toBe(false);
    expect(isYoutubeId('dQw4w9WgXc"')).toBe(false);
    expect(slidePlayer(0, ['../../evil?x='], samples).kind).toBe('local');
  });
});
