import { describe, expect, it } from 'vitest';
import { creditsText, spokenText, voiceoverCostOf } from './voiceover-text';

describe('the spoken text of a script', () => {
  it('drops the section label lines and keeps every spoken line', () => {
    const script = [
      'HOOK:',
      'What if work had no office?',
      '',
      'SEGMENT 1:',
      'Async communication.',
      '',
      'CALL TO ACTION:',
      'Subscribe!',
    ].join('\n');
    expect(spokenText(script)).toBe(
      'What if work had no office?\n\nAsync communication.\n\nSubscribe!',
    );
  });

  it('treats a label with spaces around it as a label, like the server', () => {
    expect(spokenText('  OUTRO:  \nBye.')).toBe('Bye.');
    expect(spokenText('OUTRO:\r\nBye.')).toBe('Bye.');
  });

  it('keeps lines that only look like labels: words after the colon, lower case, a leading digit', () => {
    const script = 'Note: read slowly.\nIntro:\n1 THING:\nHOOK: now';
    expect(spokenText(script)).toBe(script);
  });

  it('folds the blank lines left behind and trims the ends', () => {
    expect(spokenText('\nINTRO:\n\n\nHello.\n\n\n\nOUTRO:\n\nBye.\n')).toBe('Hello.\n\nBye.');
  });
});

describe('the voiceover price', () => {
  it('is 1 credit per started 1,000 spoken characters, labels not counted', () => {
    expect(voiceoverCostOf('Hi.')).toBe(1);
    expect(voiceoverCostOf('a'.repeat(1_000))).toBe(1);
    expect(voiceoverCostOf('a'.repeat(1_001))).toBe(2);
    // 1,000 spoken characters plus a label: still one credit.
    expect(voiceoverCostOf(`SEGMENT 12:\n${'a'.repeat(1_000)}`)).toBe(1);
  });

  it('reads as words', () => {
    expect(creditsText(1)).toBe('1 credit');
    expect(creditsText(2)).toBe('2 credits');
  });
});
