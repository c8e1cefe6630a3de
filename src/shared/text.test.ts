import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isFreeText, isSingleLine, SINGLE_LINE_MESSAGE, singleLine, storableText } from './text';

describe('the text rule (decision 020)', () => {
  it.each([
    ['plain text', 'Hello, world', true, true],
    ['emoji and accents', 'Café 🎙️ ünïcode', true, true],
    ['tab, LF and CR', 'a\tb\nc\r\nd', true, false],
    ['NUL', 'a\u0000b', false, false],
    ['ESC', '\u001b[31m', false, false],
    ['DEL', 'a\u007fb', false, false],
    ['a C1 control (NEL)', 'a\u0085b', false, false],
    ['a lone high surrogate', 'a\ud800b', false, false],
    ['a lone low surrogate', 'a\udc00', false, false],
  ])('%s: free text %s, single line %s', (_, text, free, single) => {
    expect(isFreeText(text)).toBe(free);
    expect(isSingleLine(text)).toBe(single);
  });

  it('makes vendor text storable by dropping what a person could not send', () => {
    expect(storableText('Intro\u0000\r\n\tSegment\u0007 one\ud800')).toBe('Intro\r\n\tSegment one');
    const clean = 'Already clean\n';
    expect(storableText(clean)).toBe(clean);
  });

  it('singleLine keeps a schema’s own rules and adds the one-line rule after trimming', () => {
    const name = singleLine(z.string().trim().min(1, 'Required').max(10));
    expect(name.parse('  Ann Lee\n')).toBe('Ann Lee');
    expect(name.safeParse('Ann\nLee').error?.issues[0]?.message).toBe(SINGLE_LINE_MESSAGE);
    expect(name.safeParse('Ann\tLee').error?.issues[0]?.message).toBe(SINGLE_LINE_MESSAGE);
    expect(name.safeParse(' ').error?.issues[0]?.message).toBe('Required');
  });
});
