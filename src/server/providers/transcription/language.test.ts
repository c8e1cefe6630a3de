import { describe, expect, it } from 'vitest';
import { languageCode } from './language.js';

describe('languageCode', () => {
  it.each([
    ['en', 'en'],
    ['EN', 'en'],
    ['eng', 'en'],
    ['deu', 'de'],
    ['english', 'en'],
    ['German', 'de'],
    ['pt-BR', 'pt'],
    ['pt_BR', 'pt'],
  ])('reads %s as %s', (reported, code) => {
    expect(languageCode(reported)).toBe(code);
  });

  it('leaves out what names no language', () => {
    expect(languageCode('')).toBeUndefined();
    expect(languageCode(null)).toBeUndefined();
    expect(languageCode('klingonese')).toBeUndefined();
  });
});
