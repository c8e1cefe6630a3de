import { describe, expect, it } from 'vitest';
import type { CaptionLook } from '@shared/captions';
import type { CaptionCue } from '@shared/voiceovers';
import { buildAssCaptions, captionBand, captionStyle } from './captions-ass.js';
import { charactersPerLine, MAX_LINES, pagesOf } from './caption-pages.js';

/** The three caption styles, sizes and positions as ASS, and the two-line limit (decision 060). */

const VERTICAL = { width: 540, height: 960 };
const words = (text: string, startMs: number, stepMs: number) =>
  text
    .split(' ')
    .map((w, i) => ({ text: w, startMs: startMs + i * stepMs, endMs: startMs + (i + 1) * stepMs }));
const CUE: CaptionCue = {
  startMs: 1000,
  endMs: 2600,
  text: 'Set an alarm and keep it short',
  words: words('Set an alarm and keep it short', 1000, 200).map((w, i, all) =>
    i === all.length - 1 ? { ...w, endMs: 2600 } : w,
  ),
};
const look = (patch: Partial<CaptionLook>): CaptionLook => ({
  style: 'karaoke',
  size: 'medium',
  position: 'bottom',
  ...patch,
});
const dialogues = (ass: string) =>
  ass
    .split('\n')
    .filter((l) => l.startsWith('Dialogue: '))
    .map((l) => {
      const fields = l.slice(10).split(',');
      return { start: fields[1], end: fields[2], text: fields.slice(9).join(',') };
    });
const styleField = (ass: string, index: number) =>
  ass
    .split('\n')
    .find((l) => l.startsWith('Style: '))!
    .slice(7)
    .split(',')[index];

describe('caption styles', () => {
  it('karaoke: one event per word, the word being said in gold, from its start to the next', () => {
    const events = dialogues(
      buildAssCaptions({ ...VERTICAL, durationMs: 5000, cues: [CUE], look: look({}) }),
    );
    expect(events).toHaveLength(7);
    expect(events.map((e) => e.start)).toEqual([
      '0:00:01.00',
      '0:00:01.20',
      '0:00:01.40',
      '0:00:01.60',
      '0:00:01.80',
      '0:00:02.00',
      '0:00:02.20',
    ]);
    expect(events.at(-1)!.end).toBe('0:00:02.60');
    events.forEach((event, i) => {
      const lit = [...event.text.matchAll(/\{\\c&H0000D7FF&\}([^{]+)\{\\c\}/g)].map((m) => m[1]);
      expect(lit).toEqual([CUE.words![i]!.text]);
      // Every word is on screen in every event: the line never jumps.
      expect(event.text.replace(/\{[^}]*\}/g, '').replace('\\N', ' ')).toBe(CUE.text);
    });
  });

  it('pop: words appear as they are said, the later ones holding their place unseen', () => {
    const events = dialogues(
      buildAssCaptions({
        ...VERTICAL,
        durationMs: 5000,
        cues: [CUE],
        look: look({ style: 'pop' }),
      }),
    );
    expect(events).toHaveLength(7);
    events.forEach((event, i) => {
      const hidden = [...event.text.matchAll(/\{\\alpha&HFF&\}([^{]+)\{\\alpha&H00&\}/g)].map(
        (m) => m[1],
      );
      expect(hidden).toEqual(CUE.words!.slice(i + 1).map((w) => w.text));
      // The newest word grows from 70 % to full size in 120 ms.
      expect(event.text).toContain(
        `{\\fscx70\\fscy70\\t(0,120,\\fscx100\\fscy100)}${CUE.words![i]!.text}`,
      );
    });
  });

  it('bold block: the whole cue at once in capitals on an opaque violet box', () => {
    const ass = buildAssCaptions({
      ...VERTICAL,
      durationMs: 5000,
      cues: [CUE],
      look: look({ style: 'block' }),
    });
    expect(dialogues(ass)).toEqual([
      {
        start: '0:00:01.00',
        end: '0:00:02.60',
        text: '{\\fad(80,0)}SET AN ALARM AND\\NKEEP IT SHORT',
      },
    ]);
    expect(styleField(ass, 15)).toBe('3'); // BorderStyle 3: a box behind each line
    expect(styleField(ass, 5)).toBe('&H00ED3A7C'); // the box colour
  });
});

describe('caption colours by voice', () => {
  const second: CaptionCue = { ...CUE, voice: 1 };
  const build = (cue: CaptionCue, style: CaptionLook['style']) =>
    dialogues(
      buildAssCaptions({ ...VERTICAL, durationMs: 5000, cues: [cue], look: look({ style }) }),
    );

  it('draws the second voice in pale cyan, its spoken word still gold (karaoke)', () => {
    const events = build(second, 'karaoke');
    const cyan = '{\\c&HF9E867&}';
    for (const [i, event] of events.entries()) {
      expect(event.text.startsWith(`{\\blur1.2}${cyan}`)).toBe(true);
      // After the gold word the colour goes back to the voice's, not the style's white.
      expect(event.text).toContain(`{\\c&H0000D7FF&}${CUE.words![i]!.text}${cyan}`);
    }
    expect(build({ ...CUE, voice: 0 }, 'karaoke')).toEqual(build(CUE, 'karaoke'));
  });

  it('draws the second voice in pale cyan in pop, and on a teal box in the bold block', () => {
    expect(build(second, 'pop').every((e) => e.text.includes('{\\c&HF9E867&}'))).toBe(true);
    const [block] = build(second, 'block');
    expect(block!.text).toBe(
      '{\\fad(80,0)\\3c&H6E760F&\\4c&H6E760F&}SET AN ALARM AND\\NKEEP IT SHORT',
    );
  });
});

describe('caption sizes and positions', () => {
  it('scales the text: small 0.8, medium 1, large 1.3 (the block a tenth larger still)', () => {
    const size = (patch: Partial<CaptionLook>) => captionStyle(VERTICAL, look(patch)).fontSize;
    expect([size({ size: 'small' }), size({}), size({ size: 'large' })]).toEqual([32, 40, 52]);
    expect(size({ style: 'block' })).toBe(44);
  });

  it('aligns to the bottom (above the waveform), the middle or the top', () => {
    const at = (position: CaptionLook['position']) => captionStyle(VERTICAL, look({ position }));
    expect(at('bottom')).toMatchObject({ alignment: 2, marginVertical: 250 });
    expect(at('middle')).toMatchObject({ alignment: 5, marginVertical: 0 });
    expect(at('top')).toMatchObject({ alignment: 8, marginVertical: 96 });
    const ass = buildAssCaptions({
      ...VERTICAL,
      durationMs: 5000,
      cues: [CUE],
      look: look({ position: 'top' }),
    });
    expect(styleField(ass, 18)).toBe('8');
  });

  it('takes a placement that overrides the position (the talking portrait moves Middle)', () => {
    const placement = { alignment: 8, marginVertical: 612 } as const;
    expect(captionStyle(VERTICAL, look({ position: 'middle' }), placement)).toMatchObject(
      placement,
    );
    const ass = buildAssCaptions({ ...VERTICAL, durationMs: 5000, cues: [CUE], placement });
    expect([styleField(ass, 18), styleField(ass, 21)]).toEqual(['8', '612']);
  });
});

describe('captionBand', () => {
  it('spans the rows the bold block covered on real renders (two lines, large)', () => {
    // Violet rows of the block's box measured on 540×960 and 540×540 talking portraits.
    const band = (frame: { width: number; height: number }, position: CaptionLook['position']) =>
      captionBand(frame, look({ style: 'block', size: 'large', position }));
    const measured = [
      [band(VERTICAL, 'top'), 82, 225],
      [band(VERTICAL, 'bottom'), 580, 723],
      [band({ width: 540, height: 540 }, 'top'), 44, 141],
    ] as const;
    for (const [{ top, bottom }, first, last] of measured) {
      expect(top).toBeLessThanOrEqual(first);
      expect(top).toBeGreaterThan(first - 3);
      expect(bottom).toBeGreaterThanOrEqual(last);
      expect(bottom).toBeLessThan(last + 3);
    }
  });
});

describe('at most two lines', () => {
  const long: CaptionCue = {
    startMs: 0,
    endMs: 4000,
    text: 'Researchers at NASA found that pilots who napped were more alert',
  };

  it('splits a cue that needs more lines into pages of one or two lines, shared evenly', () => {
    const perLine = charactersPerLine(464, 52, false); // large text on a 540 px wide frame
    expect(perLine).toBe(17);
    const pages = pagesOf(long, perLine);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      expect(page.lines.length).toBeLessThanOrEqual(MAX_LINES);
      for (const line of page.lines) {
        const text = line.map((w) => w.text).join(' ');
        expect(text.length <= perLine || line.length === 1).toBe(true);
      }
    }
    expect(pages.flatMap((p) => p.lines.flat().map((w) => w.text)).join(' ')).toBe(long.text);
    // One after the other, covering the cue.
    expect(pages[0]!.startMs).toBe(0);
    expect(pages.at(-1)!.endMs).toBe(4000);
    pages.slice(1).forEach((page, i) => expect(page.startMs).toBe(pages[i]!.endMs));
  });

  it('writes no event with more than one line break, in any style and size', () => {
    for (const style of ['karaoke', 'pop', 'block'] as const) {
      for (const size of ['small', 'medium', 'large'] as const) {
        const ass = buildAssCaptions({
          ...VERTICAL,
          durationMs: 5000,
          cues: [long],
          look: look({ style, size }),
        });
        for (const event of dialogues(ass))
          expect(event.text.split('\\N').length).toBeLessThanOrEqual(2);
      }
    }
  });
});
