import { describe, expect, it } from 'vitest';
import { SPEECH_CHUNK_MAX_CHARACTERS, splitForSpeech } from './chunks.js';

describe('splitForSpeech', () => {
  it('keeps a text that fits as one piece, exactly as it is', () => {
    const text = 'Hello there.\n\nWelcome to the show, 3.5 times better!';
    expect(splitForSpeech(`  ${text}\n`)).toEqual([text]);
    expect(splitForSpeech('   ')).toEqual([]);
  });

  it('cuts a long text at sentence ends into pieces within the limit, losing no word', () => {
    const sentence = 'This sentence has exactly forty-six characters.';
    const text = Array.from({ length: 300 }, () => sentence).join(' ');
    const pieces = splitForSpeech(text);
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(SPEECH_CHUNK_MAX_CHARACTERS);
      expect(piece.startsWith('This') && piece.endsWith('characters.')).toBe(true);
    }
    expect(pieces.join(' ')).toBe(text);
  });

  it('packs sentences greedily and keeps paragraph breaks', () => {
    expect(splitForSpeech('One. Two? Three!\n\nFour "five." Six', 20)).toEqual([
      'One. Two? Three!',
      'Four "five." Six',
    ]);
    expect(splitForSpeech('Aa. Bb.\n\nCc. Dd.', 12)).toEqual(['Aa. Bb.\n\nCc.', 'Dd.']);
  });

  it('does not cut inside a number', () => {
    expect(splitForSpeech('It grew 3.5 percent. Then it fell.', 22)).toEqual([
      'It grew 3.5 percent.',
      'Then it fell.',
    ]);
  });

  it('cuts a sentence longer than the limit between words, and a giant word inside it', () => {
    expect(splitForSpeech('aaa bbb ccc ddd eee', 8)).toEqual(['aaa bbb', 'ccc ddd', 'eee']);
    expect(splitForSpeech('abcdefghij kl', 4)).toEqual(['abcd', 'efgh', 'ij', 'kl']);
  });
});
