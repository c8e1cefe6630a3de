import { describe, expect, it } from 'vitest';
import {
  assTimestamp,
  buildAssCaptions,
  captionStyle,
  escapeAssText,
  type AssCaptionsOptions,
} from './captions-ass.js';

const VERTICAL = { width: 540, height: 960 };
const WJ = '\u2060';

/** The file's Dialogue lines, and its Style line's fields by name. */
function parse(ass: string) {
  const lines = ass.split('\n');
  const format = lines
    .find((l) => l.startsWith('Format: Name,'))!
    .slice(8)
    .split(', ');
  const values = lines
    .find((l) => l.startsWith('Style: '))!
    .slice(7)
    .split(',');
  const style = Object.fromEntries(format.map((name, i) => [name, values[i]]));
  const dialogues = lines
    .filter((l) => l.startsWith('Dialogue: '))
    .map((l) => {
      // Text is the last of ten fields: commas inside it belong to it.
      const fields = l.slice('Dialogue: '.length).split(',');
      return { start: fields[1], end: fields[2], text: fields.slice(9).join(',') };
    });
  return { lines, style, dialogues };
}

const build = (overrides: Partial<AssCaptionsOptions> = {}) =>
  buildAssCaptions({
    ...VERTICAL,
    durationMs: 30_000,
    cues: [{ startMs: 0, endMs: 1500, text: 'Hello there' }],
    ...overrides,
  });

describe('assTimestamp', () => {
  it('writes H:MM:SS.cc, rounding to the nearest centisecond', () => {
    expect(assTimestamp(0)).toBe('0:00:00.00');
    expect(assTimestamp(1234)).toBe('0:00:01.23');
    expect(assTimestamp(1235)).toBe('0:00:01.24');
    expect(assTimestamp(59_999)).toBe('0:01:00.00');
    expect(assTimestamp(61_005)).toBe('0:01:01.01');
    expect(assTimestamp(3_723_450)).toBe('1:02:03.45');
    expect(assTimestamp(36_000_000)).toBe('10:00:00.00');
    expect(assTimestamp(-20)).toBe('0:00:00.00');
  });
});

describe('escapeAssText', () => {
  it('leaves plain words, commas and quotes alone', () => {
    expect(escapeAssText('Well, "that" is it: 100% done!')).toBe('Well, "that" is it: 100% done!');
  });

  it('escapes braces so text never opens an override block', () => {
    expect(escapeAssText('{\\pos(0,0)}gotcha {b}')).toBe(`\\{\\${WJ}pos(0,0)\\}gotcha \\{b\\}`);
  });

  it('keeps a backslash from forming an escape with the character after it', () => {
    expect(escapeAssText('C:\\Notes and \\h and \\n')).toBe(
      `C:\\${WJ}Notes and \\${WJ}h and \\${WJ}n`,
    );
    expect(escapeAssText('ends with \\')).toBe(`ends with \\${WJ}`);
    // A backslash before a brace: the backslash guarded, then the brace escaped.
    expect(escapeAssText('\\N\\{\\}')).toBe(`\\${WJ}N\\${WJ}\\{\\${WJ}\\}`);
  });

  it('turns line breaks of any kind into \\N and drops empty lines', () => {
    expect(escapeAssText('one\ntwo\r\nthree\rfour\u2028five')).toBe(
      'one\\Ntwo\\Nthree\\Nfour\\Nfive',
    );
    expect(escapeAssText('\n  first \n\n second\n')).toBe('first\\Nsecond');
  });

  it('strips control characters, turns tabs into spaces and collapses runs of spaces', () => {
    expect(escapeAssText('a\u0000b\u0007c\u001bd\u007fe\u0085f')).toBe('abcdef');
    expect(escapeAssText('  tab\there   and  there ')).toBe('tab here and there');
  });

  it('gives an empty string when nothing visible is left', () => {
    expect(escapeAssText(' \n\t\u0001 ')).toBe('');
  });
});

describe('captionStyle', () => {
  it('derives every number from the frame size (vertical 540×960 and 720×1280)', () => {
    expect(captionStyle(VERTICAL)).toEqual({
      fontSize: 40, // 4.2 % of the height
      outline: 3.2, // height / 300
      shadow: 2.4,
      blur: 1.2,
      marginSide: 38, // 7 % of the width
      marginVertical: 250, // baseline at 0.74 of the height, above the waveform at 0.80
      alignment: 2,
    });
    expect(captionStyle({ width: 720, height: 1280 })).toEqual({
      fontSize: 54,
      outline: 4.3,
      shadow: 3.2,
      blur: 1.6,
      marginSide: 50,
      marginVertical: 333,
      alignment: 2,
    });
  });

  it('keeps text at least 5 % of the shorter side on square and landscape frames', () => {
    expect(captionStyle({ width: 540, height: 540 })).toMatchObject({
      fontSize: 27,
      marginSide: 38,
      marginVertical: 140,
    });
    expect(captionStyle({ width: 1280, height: 720 })).toMatchObject({
      fontSize: 36,
      marginSide: 90,
      marginVertical: 187,
    });
  });

  it('refuses a size that is not whole positive pixels', () => {
    expect(() => captionStyle({ width: 0, height: 960 })).toThrow(RangeError);
    expect(() => captionStyle({ width: 540.5, height: 960 })).toThrow(RangeError);
  });
});

describe('buildAssCaptions', () => {
  it('scales to the frame (PlayRes), breaks lines itself and styles Inter ExtraBold, white on black', () => {
    const { lines, style } = parse(build());
    expect(lines.slice(0, 7)).toEqual([
      '[Script Info]',
      'ScriptType: v4.00+',
      'PlayResX: 540',
      'PlayResY: 960',
      'WrapStyle: 2',
      'ScaledBorderAndShadow: yes',
      '',
    ]);
    expect(style).toEqual({
      Name: 'Caption',
      Fontname: 'Inter ExtraBold',
      Fontsize: '40',
      PrimaryColour: '&H00FFFFFF',
      SecondaryColour: '&H00FFFFFF',
      OutlineColour: '&H00000000',
      BackColour: '&H80000000',
      Bold: '0',
      Italic: '0',
      Underline: '0',
      StrikeOut: '0',
      ScaleX: '100',
      ScaleY: '100',
      Spacing: '0',
      Angle: '0',
      BorderStyle: '1',
      Outline: '3.2',
      Shadow: '2.4',
      Alignment: '2',
      MarginL: '38',
      MarginR: '38',
      MarginV: '250',
      Encoding: '1',
    });
    expect(lines.at(-1)).toBe(''); // ends with a newline
  });

  it('highlights each word while it is said (karaoke, the default), with escaped text', () => {
    const { dialogues } = parse(
      build({
        cues: [
          {
            startMs: 0,
            endMs: 1500,
            text: 'Hello, world',
            words: [
              { text: 'Hello,', startMs: 100, endMs: 600 },
              { text: 'world', startMs: 700, endMs: 1500 },
            ],
          },
          { startMs: 1500, endMs: 3500, text: 'Braces {like}' },
        ],
      }),
    );
    const gold = '{\\c&H0000D7FF&}';
    expect(dialogues).toEqual([
      { start: '0:00:00.00', end: '0:00:00.70', text: `{\\blur1.2}${gold}Hello,{\\c} world` },
      { start: '0:00:00.70', end: '0:00:01.50', text: `{\\blur1.2}Hello, ${gold}world{\\c}` },
      // No word times: the cue's span shared by the words' lengths.
      { start: '0:00:01.50', end: '0:00:02.50', text: `{\\blur1.2}${gold}Braces{\\c} \\{like\\}` },
      { start: '0:00:02.50', end: '0:00:03.50', text: `{\\blur1.2}Braces ${gold}\\{like\\}{\\c}` },
    ]);
  });

  it('clamps cues to the duration: later ones dropped, one running over it cut at the end', () => {
    const { dialogues } = parse(
      build({
        durationMs: 5000,
        cues: [
          { startMs: 3000, endMs: 4500, text: 'inside' },
          { startMs: 4500, endMs: 6200, text: 'across the end' },
          { startMs: 5000, endMs: 6000, text: 'after the end' },
          { startMs: 7000, endMs: 8000, text: 'long after' },
        ],
      }),
    );
    expect(dialogues.map(({ start, end }) => [start, end])).toEqual([
      ['0:00:03.00', '0:00:04.50'],
      ['0:00:04.50', '0:00:04.73'],
      ['0:00:04.73', '0:00:04.87'],
      ['0:00:04.87', '0:00:05.00'],
    ]);
  });

  it('never writes a cue that ends before (or as) it starts, nor one with nothing to show', () => {
    const { dialogues } = parse(
      build({
        cues: [
          { startMs: 2000, endMs: 1000, text: 'backwards' },
          { startMs: 1000, endMs: 1000, text: 'empty span' },
          { startMs: 1001, endMs: 1004, text: 'rounds to nothing' },
          { startMs: 1004, endMs: 1006, text: 'rounds up' },
          { startMs: 2000, endMs: 3000, text: ' \n ' },
        ],
      }),
    );
    expect(dialogues).toEqual([
      { start: '0:00:01.00', end: '0:00:01.01', text: '{\\blur1.2}{\\c&H0000D7FF&}rounds{\\c} up' },
    ]);
  });

  it('has no events, but a valid file, when there are no cues', () => {
    const { lines, dialogues } = parse(build({ cues: [] }));
    expect(dialogues).toEqual([]);
    expect(lines.at(-2)).toBe(
      'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    );
  });

  it('follows the frame it is made for (a vendor video of another size)', () => {
    const { lines, style, dialogues } = parse(build({ width: 1280, height: 720 }));
    expect(lines).toContain('PlayResX: 1280');
    expect(lines).toContain('PlayResY: 720');
    expect(style).toMatchObject({ Fontsize: '36', MarginL: '90', MarginV: '187' });
    expect(dialogues[0]!.text).toBe('{\\blur1.1}{\\c&H0000D7FF&}Hello{\\c} there');
  });
});
