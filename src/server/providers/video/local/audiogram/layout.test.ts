import { describe, expect, it } from 'vitest';
import { AUDIOGRAM_TEMPLATES, WAVEFORM_STYLES } from '@shared/audiogram';
import { HEDRA_ASPECT_RATIOS, HEDRA_RESOLUTIONS, videoFrameSize } from '@shared/videos';
import { audiogramLayout, type Rect } from './layout.js';

/** A measurer that takes every character as 0.55 em wide: close enough to Inter's average. */
const wrap = (text: string, size: number, width: number, maxLines: number) => {
  const perLine = Math.max(1, Math.floor(width / (size * 0.55)));
  const lines: string[] = [];
  for (let i = 0; i < text.length && lines.length < maxLines; i += perLine) {
    lines.push(text.slice(i, i + perLine));
  }
  return lines;
};

const inside = (r: Rect, frame: { width: number; height: number }) =>
  r.x >= 0 && r.y >= 0 && r.x + r.width <= frame.width && r.y + r.height <= frame.height;
const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const cases = AUDIOGRAM_TEMPLATES.flatMap((template) =>
  WAVEFORM_STYLES.flatMap((waveform) =>
    HEDRA_ASPECT_RATIOS.flatMap((aspectRatio) =>
      HEDRA_RESOLUTIONS.map((resolution) => ({ template, waveform, aspectRatio, resolution })),
    ),
  ),
);

describe('audiogramLayout', () => {
  it.each(cases)(
    '$template, $waveform, $aspectRatio $resolution: all inside the frame, nothing on top of another',
    ({ template, waveform, aspectRatio, resolution }) => {
      const frame = videoFrameSize(aspectRatio, resolution);
      const layout = audiogramLayout(
        template,
        waveform,
        frame,
        { title: 'A long episode title that takes two or three lines', name: 'The Show' },
        wrap,
      );
      const title = {
        ...layout.title,
        height: layout.title.lines.length * layout.title.fontSize * 1.18,
      };
      const blocks: Rect[] = [title, layout.wave, layout.progress];
      if (layout.name) blocks.push({ ...layout.name, height: layout.name.fontSize * 1.3 });
      if (layout.art && waveform !== 'circle') blocks.push(layout.art);
      for (const block of blocks) expect(inside(block, frame), JSON.stringify(block)).toBe(true);
      blocks.forEach((a, i) =>
        blocks
          .slice(i + 1)
          .forEach((b) => expect(overlaps(a, b), JSON.stringify([a, b])).toBe(false)),
      );
      // ffmpeg overlays need even sizes for the waveform box; the bar needs a visible height.
      expect(layout.wave.width % 2).toBe(0);
      expect(layout.wave.height % 2).toBe(0);
      expect(layout.progress.height).toBeGreaterThanOrEqual(4);
      if (waveform === 'circle') {
        // The art sits in the middle of the circle's box.
        const art = layout.art!;
        expect(
          Math.abs(art.x + art.width / 2 - (layout.wave.x + layout.wave.width / 2)),
        ).toBeLessThanOrEqual(2);
        expect(layout.wave.width).toBeGreaterThan(art.width * 1.4);
      }
    },
  );
});
