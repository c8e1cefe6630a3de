import { IMAGE_MESSAGES } from '@shared/images';
import { describe, expect, it } from 'vitest';
import {
  checkGenerate,
  clearedGenerateForm,
  generateCost,
  initialGenerateForm,
  type GenerateFormState,
} from './generate-form';

const form = (patch: Partial<GenerateFormState>): GenerateFormState => ({
  ...initialGenerateForm,
  prompt: 'A fox in a snowy forest',
  ...patch,
});

describe('the Generate Image form', () => {
  it('starts at the spec defaults: 1536x1536, 1080p, no style, random seed', () => {
    expect(initialGenerateForm).toMatchObject({
      size: '1536x1536',
      quality: '1080p',
      styleId: '',
      seed: '',
      referenceId: '',
    });
  });

  it('prices 3 credits at 720p and 5 at 1080p', () => {
    expect(generateCost({ quality: '720p' })).toBe(3);
    expect(generateCost({ quality: '1080p' })).toBe(5);
  });

  it('requires a prompt before anything else', () => {
    expect(checkGenerate(form({ prompt: '   ', seed: 'x' }))).toEqual({
      ok: false,
      message: IMAGE_MESSAGES.promptRequired,
    });
  });

  it('leaves a blank seed out, so the server draws one', () => {
    const checked = checkGenerate(form({ seed: '  ' }));
    expect(checked).toEqual({
      ok: true,
      body: { prompt: 'A fox in a snowy forest', size: '1536x1536', quality: '1080p' },
    });
  });

  it.each(['0', '1000001', '2.5', 'abc', '-3'])('rejects the seed %s', (seed) => {
    expect(checkGenerate(form({ seed }))).toEqual({
      ok: false,
      message: IMAGE_MESSAGES.seedRange,
    });
  });

  it('sends the style, seed and reference when chosen, with the prompt trimmed', () => {
    const checked = checkGenerate(
      form({
        prompt: '  Neon city  ',
        size: '1696x960',
        quality: '720p',
        styleId: 'neon-noir',
        seed: '1000000',
        referenceId: '3f2b8a52-4c1e-4d8e-9a55-0b6c2f7d9e10',
      }),
    );
    expect(checked).toEqual({
      ok: true,
      body: {
        prompt: 'Neon city',
        size: '1696x960',
        quality: '720p',
        styleId: 'neon-noir',
        seed: 1_000_000,
        referenceId: '3f2b8a52-4c1e-4d8e-9a55-0b6c2f7d9e10',
      },
    });
  });

  it('clears the prompt and seed after a submit but keeps the options', () => {
    const cleared = clearedGenerateForm(form({ seed: '7', quality: '720p', styleId: 'bold-pop' }));
    expect(cleared).toMatchObject({ prompt: '', seed: '', quality: '720p', styleId: 'bold-pop' });
  });
});
